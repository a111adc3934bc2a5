/// What a `UIViewRepresentable`'s methods are given: its coordinator and environment.
@MainActor
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// The coordinator `makeCoordinator()` made.
    public let coordinator: Representable.Coordinator
    /// The environment of the view.
    public let environment: EnvironmentValues
    /// The change's transaction.
    public let transaction: Transaction
}
