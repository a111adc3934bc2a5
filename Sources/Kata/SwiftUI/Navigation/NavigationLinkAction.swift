/// What a `NavigationLink` does when tapped inside a navigation stack: adds its value to the path.
@MainActor
struct NavigationLinkAction {
    /// Adds a value to the path; returns why it could not, or `nil` when it did.
    let append: (AnyHashable) -> String?
    /// Pushes a view on top of the stack, outside the path.
    let push: (AnyView) -> Void
}
