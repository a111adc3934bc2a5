import Kata
import KataGrading
import Testing
@testable import SignInFlow

/// One run of the flow, presented over a home screen as its parent presents it, with the held
/// service and a stand-in parent that keeps the coordinator; each step the check takes is
/// written down, so a failure names the state by what the user did.
@MainActor
final class SignInFlowRun<Design: SignInFlowDesign> {
    let stage = PresentingStage()
    let service = HeldAuthService()
    let parent = ParentStandIn<SignInResult>(kata: "flows-that-wait")
    /// The task the check grades: a failure caused by an earlier task's missing work says so.
    let task: Int
    /// What the user did so far, and the service's answers, in words.
    var steps: [String] = []
    /// The steps before the last answer, in words.
    private(set) var stepsBeforeAnswer = ""

    init(task: Int) {
        self.task = task
        let flow = Design(presenter: stage.home, service: service)
        flow.onFinish = parent.recorder
        parent.keep(flow)
        flow.start()
    }

    /// The person using the app.
    var user: User {
        stage.user
    }

    /// The home screen the flow presents over.
    var home: UIViewController {
        stage.home
    }

    /// The state, named by the steps that led to it: "After tapping Sign In, tapping Back".
    var sentence: String {
        steps.isEmpty ? "At the start" : "After " + steps.joined(separator: ", ")
    }

    /// The screens of the flow's stack, bottom first, by type.
    var stack: [String] {
        ((home.presentedViewController as? UINavigationController)?.viewControllers ?? []).map { String(describing: type(of: $0)) }
    }

    /// The alert on screen, if any.
    var alert: UIAlertController? {
        user.visibleViewController as? UIAlertController
    }

    /// Taps "Sign In with Email" on Welcome.
    func openForm() -> Bool {
        tap("Sign In with Email")
    }

    /// Types the credentials and taps Sign In.
    func submit() -> Bool {
        steps.append("typing \(SignInFlowChecks<Design>.typed.email) and a password")
        guard user.type(SignInFlowChecks<Design>.typed.email, into: "Email"),
              user.type(SignInFlowChecks<Design>.typed.password, into: "Password") else { return false }
        return tap("Sign In")
    }

    /// Taps a button.
    @discardableResult
    func tap(_ label: String) -> Bool {
        steps.append("tapping \(label)")
        return user.tap(label)
    }

    /// Taps Back.
    func tapBack() -> Bool {
        steps.append("tapping Back")
        return user.tapBack()
    }

    /// Swipes back from the edge, finished or let go halfway.
    func swipeBack(completing: Bool) -> Bool {
        steps.append(completing ? "swiping back" : "starting a back swipe and letting go halfway")
        return user.swipeBack(completing: completing)
    }

    /// Swipes the flow's sheet down, finished or let go halfway.
    func swipeSheet(completing: Bool) -> Bool {
        steps.append(completing ? "swiping the sheet away" : "swiping the sheet down and letting go halfway")
        return user.swipeDown(completing: completing)
    }

    /// Answers the oldest request that waits; when none does, says which task comes first.
    func answer(_ answer: Answer) -> Bool {
        stepsBeforeAnswer = steps.joined(separator: ", ")
        guard !service.signIns.waiting.isEmpty else {
            let asked = service.signIns.made.count
            let cancelled = service.signIns.cancelled.count
            fail(
                expected: "a request should wait for the service here.",
                actual: "No request waits: the service was asked \(asked == 1 ? "once" : "\(asked) times"), and \(cancelled == 1 ? "1 request was" : "\(cancelled) requests were") cancelled." + (task == 1 ? "" : " Finish task 1 first.")
            )
            return false
        }
        switch answer {
        case let .succeed(account):
            steps.append("the service answering with \(account.name)'s account")
            service.signIns.succeed(account)
        case .fail:
            steps.append("the service failing")
            service.signIns.fail(Offline())
        }
        return true
    }

    /// Expects the flow's stack, with no alert over it.
    @discardableResult
    func expectStack(_ expected: [String], why reason: String) -> Bool {
        let actual = stack
        guard actual != expected || alert != nil else { return true }
        let answerNotShown = task != 2 && expected.last == "WelcomeBackViewController" && actual == Array(expected.dropLast()) && alert == nil
        var verdict = Verdict(
            expected: "\(sentence), the flow's stack should be \(expected.joined(separator: " → ")), with nothing over it: \(reason).",
            actual: alert != nil ? "An alert is on screen over \(actual.joined(separator: " → "))." : "It is \(actual.isEmpty ? "gone" : actual.joined(separator: " → "))." + (answerNotShown ? " The answer pushed nothing. Finish task 2 first." : ""),
            hierarchyOf: user,
            kata: parent.kata
        )
        verdict.comparison = SideBySide.lines(expected: expected, actual: actual, titles: ("Expected, bottom first", "Actual"))
        verdict.record()
        return false
    }

    /// Expects Welcome Back to greet `account`.
    @discardableResult
    func expectGreeting(_ account: Account) -> Bool {
        let greeting = "Welcome back, \(account.name)"
        guard !user.visibleTexts.contains(greeting) else { return true }
        fail(expected: "Welcome Back should greet the account the service answered with: \"\(greeting)\".", actual: "The screen shows \(user.visibleTexts).")
        return false
    }

    /// Expects an alert on screen that offers Retry and Cancel.
    func expectAlert() -> Bool {
        guard let alert else {
            fail(expected: "an alert should offer Retry and Cancel: the request failed.", actual: "\(user.visibleViewController.map { String(describing: type(of: $0)) } ?? "Nothing") is on screen, with no alert.")
            return false
        }
        let titles = alert.actions.compactMap(\.title)
        guard titles.contains("Retry"), titles.contains("Cancel") else {
            fail(expected: "the alert should offer Retry and Cancel.", actual: "It offers \(titles).")
            return false
        }
        return true
    }

    /// Records a failure in the state reached.
    func fail(expected: String, actual: String) {
        Verdict(expected: "\(sentence): \(expected.prefix(1).uppercased() + expected.dropFirst())", actual: actual, hierarchyOf: user, kata: parent.kata).record()
    }

    /// Records a failure and returns `false`, for a `guard` that goes on only when all is well.
    func failed(expected: String, actual: String) -> Bool {
        fail(expected: expected, actual: actual)
        return false
    }
}
