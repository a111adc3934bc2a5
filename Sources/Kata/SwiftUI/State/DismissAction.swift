/// Dismisses the sheet or the navigation destination a view is in: read it with
/// `@Environment(\.dismiss)` and call it.
///
/// ```swift
/// @Environment(\.dismiss) private var dismiss
/// Button("Close") { dismiss() }
/// ```
public struct DismissAction {
    private let action: () -> Void

    /// Creates the action; the model's containers make it.
    init(_ action: @escaping () -> Void) {
        self.action = action
    }

    /// Dismisses; does nothing in a view that is neither presented nor pushed. Main-actor
    /// isolated with `@preconcurrency`, as in SwiftUI, so Swift 5 code that is not isolated
    /// (a coordinator handed the action) may call it.
    @preconcurrency @MainActor
    public func callAsFunction() {
        action()
    }
}
