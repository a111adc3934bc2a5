/// What modifiers tell the model about a view: its title, identifier and lifecycle actions.
@MainActor
struct ViewTraits {
    /// The title set by `navigationTitle(_:)`.
    var navigationTitle: String?
    /// The identifier set by `accessibilityIdentifier(_:)`.
    var accessibilityIdentifier: String?
    /// The actions of `onAppear(perform:)`.
    var appearActions: [() -> Void] = []
    /// The actions of `onDisappear(perform:)`.
    var disappearActions: [() -> Void] = []
}
