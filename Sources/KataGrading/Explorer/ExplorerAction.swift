import Kata

/// A step a kata adds to the explorer's alphabet, beyond what the screen offers: answering a
/// request the app waits for, relaunching, restoring.
///
/// ```swift
/// ExplorerAction("the request answered with success", isOffered: { app in app.service.isWaiting }) { app in
///     app.service.answerWithSuccess()
/// }
/// ```
@MainActor
public struct ExplorerAction {
    /// The action as a story tells it: "the sign-in request answered".
    public let name: String
    /// Whether the app, in its state now, lets the action be made.
    public let isOffered: (ExploredApp) -> Bool
    /// Makes the action; returns whether it could be made.
    public let perform: (ExploredApp) -> Bool

    /// Creates an action from its name, when it is offered, and how it is made.
    public init(_ name: String, isOffered: @escaping (ExploredApp) -> Bool = { _ in true }, perform: @escaping (ExploredApp) -> Bool) {
        self.name = name
        self.isOffered = isOffered
        self.perform = perform
    }
}
