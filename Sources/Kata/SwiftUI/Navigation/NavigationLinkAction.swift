/// What the views inside a navigation stack, or a split view's leading column, can ask of it: a
/// `NavigationLink` adds its value to the path (in a split view, shows its destination as the
/// next column) or pushes its view, and a `navigationDestination(isPresented:)` whose flag
/// changed has the stack look at its pages again.
@MainActor
struct NavigationLinkAction {
    /// Adds a value to the path; returns why it could not, or `nil` when it did.
    let append: (AnyHashable) -> String?
    /// Pushes a view on top of the stack, outside the path.
    let push: (AnyView) -> Void
    /// Evaluates the stack again when the turn ends.
    let refresh: () -> Void
    /// Whether a split view's column asks, where a `NavigationStack` may stand.
    var isSplitColumn = false
}
