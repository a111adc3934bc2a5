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
    /// How many times a path explored breadth first may make the action (a relaunch, which
    /// costs a launch, once); `nil` for no limit. Random walks make it freely.
    public let timesPerPath: Int?
    /// Whether the action ends the app and launches it again, so that nothing of the steps
    /// before it lives on but what the app saved: states it reaches are told apart by the steps
    /// since, not before.
    public let relaunches: Bool

    /// Creates an action from its name, when it is offered, and how it is made.
    public init(
        _ name: String,
        timesPerPath: Int? = nil,
        relaunches: Bool = false,
        isOffered: @escaping (ExploredApp) -> Bool = { _ in true },
        perform: @escaping (ExploredApp) -> Bool
    ) {
        self.name = name
        self.timesPerPath = timesPerPath
        self.relaunches = relaunches
        self.isOffered = isOffered
        self.perform = perform
    }
}
