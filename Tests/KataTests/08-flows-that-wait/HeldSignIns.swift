import Foundation
import Kata
import KataGrading

/// A held sign-in service as the explorer drives it, whichever module's types it answers with:
/// the learner's app and the lesson's each have their own.
@MainActor
protocol HeldSignIns: AnyObject {
    /// What a call asks with.
    associatedtype Request: Sendable
    /// The account a call answers with, of the service's own module.
    associatedtype Answer: Sendable
    /// The service's held sign-in calls.
    var signIns: HeldCalls<Request, Answer> { get }
    /// Ada's account, as the service's module spells it.
    var ada: Answer { get }
}

extension HeldSignIns {
    /// The calls made, waiting and cancelled, in words.
    var requests: String {
        "\(signIns.made.count) made, \(signIns.waiting.count) waiting, \(signIns.cancelled.count) cancelled"
    }

    /// Whether a call waits for its answer.
    var isWaiting: Bool {
        !signIns.waiting.isEmpty
    }

    /// Answers the oldest waiting call with Ada's account.
    func answerSignedIn() {
        signIns.succeed(ada)
    }

    /// Answers the oldest waiting call with a failure: the server cannot be reached.
    func answerOffline() {
        signIns.fail(URLError(.notConnectedToInternet))
    }
}

/// What the explorer does and compares in the sign-in flow, for the lesson's app and the learner's alike.
@MainActor
enum SignInExploration {
    /// The service's calls are answered by the explorer (signed in, offline) or never; a call
    /// cancelled with its task throws `URLError(.cancelled)`, as a `URLSession` request does.
    /// It compares the screens, the texts (of an alert, its buttons in any order: its words are the
    /// learner's), the requests made, waiting and cancelled, what the parent heard, and, while
    /// the flow runs, the screens the user left that are still alive (none: the lesson's rule).
    /// The user types the usual address and password, or another address.
    static var exploration: Exploration {
        Exploration(
            depth: 5,
            newStatesBeyondDepth: 20,
            compares: [
                Aspect("Screens") { app in
                    Aspect.screens.read(app).map { $0.replacingOccurrences(of: #"UIAlertController "[^"]*""#, with: "UIAlertController", options: .regularExpression) }
                },
                Aspect("Texts on screen") { app in
                    guard let alert = app.user.visibleViewController as? UIAlertController else { return app.user.visibleTexts }
                    return ["an alert offering " + alert.actions.compactMap(\.title).sorted().joined(separator: " and ")]
                },
                Aspect("Requests", outOfSight: "Look at when your flow starts a request and when it cancels one: one per Sign In or Retry, none while one waits, and the one the user walked away from cancelled.") { app in
                    app.kept((any HeldSignIns).self).map { [$0.requests] } ?? []
                },
                .reportsToParent { app in app.kept(ParentStandIn<String>.self)?.reports ?? [] },
                .screensLeftAlive { app in app.kept(ParentStandIn<String>.self)?.reports.isEmpty ?? true },
            ],
            leavesOpen: [.fields],
            actions: [
                ExplorerAction("typing ada@example.com and a password", isOffered: { $0.user.fieldLabels.contains("Email") }) { app in
                    app.user.type("ada@example.com", into: "Email") && app.user.type("secret", into: "Password")
                },
                ExplorerAction("typing grace@example.com and a password", isOffered: { $0.user.fieldLabels.contains("Email") }) { app in
                    app.user.type("grace@example.com", into: "Email") && app.user.type("secret", into: "Password")
                },
                ExplorerAction("the request answered: signed in", isOffered: { $0.kept((any HeldSignIns).self)?.isWaiting == true }) { app in
                    app.kept((any HeldSignIns).self)?.answerSignedIn()
                    return true
                },
                ExplorerAction("the request answered: offline", isOffered: { $0.kept((any HeldSignIns).self)?.isWaiting == true }) { app in
                    app.kept((any HeldSignIns).self)?.answerOffline()
                    return true
                },
            ]
        )
    }

}
