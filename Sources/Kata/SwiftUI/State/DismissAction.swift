/// Dismisses the sheet or the navigation destination a view is in: read it with
/// `@Environment(\.dismiss)` and call it.
///
/// ```swift
/// @Environment(\.dismiss) private var dismiss
/// Button("Close") { dismiss() }
/// ```
@MainActor
public struct DismissAction {
    private let action: @MainActor () -> Void

    /// Creates the action; the model's containers make it.
    nonisolated init(_ action: @escaping @MainActor () -> Void) {
        self.action = action
    }

    /// Dismisses; does nothing in a view that is neither presented nor pushed.
    public func callAsFunction() {
        action()
    }
}
