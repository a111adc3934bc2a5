import Kata
import KataGrading
import Testing
@testable import SignInFlow

/// Kata 8's checks, written once and run against any design: the learner's, the reference
/// solution, each mutant and each baseline.
///
/// The flow waits on a service the grader holds (`HeldAuthService`): a sign-in waits until a
/// check answers it, with an account, with an error, or never. Each check walks the states a
/// user reaches around a request (waiting, answered, failed, left, swiped away, let go of) and
/// acts again from them: the same tap once more, the way back and in again, a second request.
@MainActor
struct SignInFlowChecks<Design: SignInFlowDesign>: KataChecks {
    static var kata: String { "flows-that-wait" }

    nonisolated static var checks: [Check<Self>] { [
        Check("1. Sign In asks the service once, with what the user typed, and the form waits meanwhile") { $0.signInAsksOnce() },
        Check("2. When the service answers, the flow goes on once: Welcome Back above the form") { $0.answerGoesOnOnce() },
        Check("3. When it fails, an alert offers Retry and Cancel; Retry asks once more, Cancel lets the user try again") { $0.failureOffersRetry() },
        Check("4. Leaving the form while it waits cancels the request, and nothing shows up after") { $0.leavingCancels() },
        Check("5. The sheet swiped away while it waits ends the flow: the request cancelled, the parent told once") { $0.swipeEndsFlow() },
        Check("6. Done ends the flow, and the parent hears the account once") { $0.doneReportsAccount() },
        Check("7. Let go of while it waits, the flow cancels its request and is released") { $0.letGoCancelsAndReleases() },
        Check("8. Everything else the user does works as the lesson says") { $0.behavesAsTheLesson() },
    ] }

    /// Task 8: after any steps, requests answered late, failed or cancelled among them, the
    /// learner's flow shows, asks and reports what the lesson's does.
    func behavesAsTheLesson() {
        LockstepExplorer(SignInExploration.exploration).expectSameBehaviour(
            reference: ReferenceSignIn.launch,
            subject: {
                let stage = PresentingStage()
                let service = HeldAuthService(cancellationError: URLError(.cancelled))
                let parent = ParentStandIn<String>(kata: Self.kata)
                let flow = Design(presenter: stage.home, service: service)
                flow.onFinish = { result in
                    switch result {
                    case let .signedIn(account): parent.record("signed in as \(account.name)")
                    case .cancelled: parent.record("cancelled")
                    }
                }
                parent.keep(flow)
                flow.start()
                return (stage.user, [parent, service])
            },
            kata: Self.kata
        )
    }

    /// Who signs in, in every check.
    static var ada: Account { Account(name: "Ada", email: "ada@example.com") }

    /// Who signs in when a check signs in a second time.
    static var grace: Account { Account(name: "Grace", email: "grace@example.com") }

    /// What the user types.
    static var typed: Credentials { Credentials(email: "ada@example.com", password: "secret") }

    // MARK: - Task 1

    /// Sign In makes one call with what was typed, the form waits (Sign In disabled, so a second
    /// tap does nothing), and once the answer came and the user is back on the form, Sign In
    /// works again.
    func signInAsksOnce() {
        let flow = SignInFlowRun<Design>(task: 1)
        guard flow.openForm(), flow.submit() else { return }
        guard flow.service.signIns.made == [Self.typed] else {
            flow.fail(
                expected: "Sign In should ask the service once, with what the user typed: signIn(email: \"\(Self.typed.email)\", password: \"\(Self.typed.password)\").",
                actual: flow.service.signIns.made.isEmpty
                    ? "The service was not asked. Does the form's onSubmit start a task that calls service.signIn(email:password:)?"
                    : "The service was asked \(Self.calls(flow.service.signIns.made))."
            )
            return
        }
        if flow.user.tappableLabels.contains("Sign In") {
            flow.tap("Sign In")
            flow.fail(
                expected: "While the request waits, the form should wait: Sign In disabled (form.isWaiting = true), so a second tap does nothing.",
                actual: flow.service.signIns.made.count > 1
                    ? "Sign In could be tapped again, and it asked the service a second time: two requests now run at once."
                    : "Sign In could still be tapped while the request waits."
            )
            return
        }
        guard flow.answer(.succeed(Self.ada)) else { return }
        // Back to the form when the answer pushed something above it (task 2); this task does not
        // ask for that push.
        if !(flow.user.visibleViewController is SignInViewController) {
            guard flow.tapBack() else { return }
        }
        guard flow.user.tappableLabels.contains("Sign In") else {
            flow.fail(
                expected: "Once the service answered, the form should no longer wait: Back on it, Sign In can be tapped again.",
                actual: "Sign In is still disabled. Set form.isWaiting back to false when the request ends."
            )
            return
        }
        guard flow.submit() else { return }
        if flow.service.signIns.waiting.count != 1 {
            flow.fail(
                expected: "Sign In should ask the service again, once: a new request, now that the first one ended.",
                actual: "The service has \(flow.service.signIns.waiting.count) requests waiting (\(flow.service.signIns.made.count) made in all). Does a flag that blocks a second request get reset when the first one ends?"
            )
        }
    }

    // MARK: - Task 2

    /// The answer pushes Welcome Back above the form, once, greeting the account; and again after
    /// Back and a second sign-in.
    func answerGoesOnOnce() {
        let flow = SignInFlowRun<Design>(task: 2)
        guard flow.openForm(), flow.submit(), flow.answer(.succeed(Self.ada)) else { return }
        guard flow.expectStack(["WelcomeViewController", "SignInViewController", "WelcomeBackViewController"], why: "the answer goes on to Welcome Back, pushed above the form, once"),
              flow.expectGreeting(Self.ada) else { return }
        guard flow.tapBack(), flow.submit(), flow.answer(.succeed(Self.grace)) else { return }
        guard flow.expectStack(["WelcomeViewController", "SignInViewController", "WelcomeBackViewController"], why: "a second sign-in goes on to Welcome Back once more, for its own account") else { return }
        flow.expectGreeting(Self.grace)
    }

    // MARK: - Task 3

    /// A failure presents an alert with Retry and Cancel over the form; Retry asks again once,
    /// with the form waiting; a second failure shows the alert again; Cancel closes it and Sign
    /// In works; the next answer goes on.
    func failureOffersRetry() {
        let flow = SignInFlowRun<Design>(task: 3)
        guard flow.openForm(), flow.submit(), flow.answer(.fail) else { return }
        guard flow.expectAlert() else { return }
        guard flow.tap("Retry") else { return }
        guard flow.service.signIns.made.count == 2, flow.service.signIns.waiting.count == 1 else {
            flow.fail(
                expected: "Retry should ask the service again, once, with what the user typed.",
                actual: "The service has \(flow.service.signIns.waiting.count == 1 ? "1 request" : "\(flow.service.signIns.waiting.count) requests") waiting and was asked \(Self.calls(flow.service.signIns.made))."
                    + (flow.service.signIns.made.count == 1 ? " Retry asked nothing: is the failed request still counted as under way (its task never cleared)?" : "")
            )
            return
        }
        guard flow.alert == nil else {
            flow.fail(expected: "Retry should close the alert while the request runs again.", actual: "The alert is still on screen.")
            return
        }
        if flow.user.tappableLabels.contains("Sign In") {
            flow.tap("Sign In")
            flow.fail(
                expected: "While the retried request waits, the form should wait too: Sign In disabled, so the user cannot start a second request beside it.",
                actual: flow.service.signIns.waiting.count > 1
                    ? "Sign In could be tapped, and it started a second request while the retried one runs."
                    : "Sign In could be tapped while the retried request waits."
            )
            return
        }
        guard flow.answer(.fail), flow.expectAlert(), flow.tap("Cancel") else { return }
        guard flow.alert == nil, flow.user.tappableLabels.contains("Sign In") else {
            flow.fail(
                expected: "Cancel should close the alert and leave the form ready: Sign In can be tapped again.",
                actual: flow.alert != nil ? "The alert is still on screen." : "Sign In is disabled: set form.isWaiting back to false when a request fails."
            )
            return
        }
        guard flow.submit(), flow.service.signIns.waiting.count == 1, flow.answer(.succeed(Self.ada)) else { return }
        flow.expectStack(["WelcomeViewController", "SignInViewController", "WelcomeBackViewController"], why: "after Cancel, the user signs in again and the answer goes on to Welcome Back, once")
    }

    // MARK: - Task 4

    /// Leaving the form (Back, or a back swipe finished) while a request waits cancels it; if it
    /// still waits, the grader answers it (an account, an error) and nothing may show up. A swipe
    /// let go halfway leaves the form and its request alone. Coming back, Sign In asks anew.
    func leavingCancels() {
        for leave in [Leave.back, .swipeBack] {
            for answer in [Answer.succeed(Self.ada), .fail] {
                let flow = SignInFlowRun<Design>(task: 4)
                guard flow.openForm(), flow.submit() else { return }
                let tracker = LifetimeTracker()
                if let form = flow.user.visibleViewController {
                    tracker.track(form, named: "the form")
                }
                guard leave == .back ? flow.tapBack() : flow.swipeBack(completing: true) else { return }
                let stillWaiting = flow.service.signIns.waiting.count
                if stillWaiting == 0, let message = tracker.survivorsMessage(after: flow.steps.joined(separator: ", ")) {
                    flow.fail(expected: "the form the user left should be released, with its request cancelled.", actual: message)
                    return
                }
                if stillWaiting > 0 {
                    _ = flow.answer(answer)
                }
                guard flow.parent.expectNoReport(after: flow.sentence) else { return }
                guard flow.expectStack(["WelcomeViewController"], why: "the user left the form while it waited, so whatever the service answers, nothing is pushed or presented"),
                      flow.alert == nil || flow.failed(expected: "nothing should be presented: the user left the form.", actual: "An alert is on screen, for a request the user walked away from.") else { return }
                guard stillWaiting == 0 else {
                    flow.fail(
                        expected: "Leaving the form should cancel its request (the form's onLeave, then task.cancel()), so the service's call ends at once.",
                        actual: "After \(flow.stepsBeforeAnswer), the request still waited for the service. A request nobody waits for any more should be cancelled."
                    )
                    return
                }
                guard flow.tap("Sign In with Email"), flow.submit() else { return }
                guard flow.service.signIns.waiting.count == 1 else {
                    flow.fail(
                        expected: "Back on a new form, Sign In should ask the service again, once.",
                        actual: "The service has \(flow.service.signIns.waiting.count) requests waiting. Is the task of the form the user left still counted as under way?"
                    )
                    return
                }
            }
        }
        let flow = SignInFlowRun<Design>(task: 4)
        guard flow.openForm(), flow.submit(), flow.swipeBack(completing: false) else { return }
        guard flow.service.signIns.waiting.count == 1 else {
            flow.fail(
                expected: "A back swipe let go halfway leaves the form on screen, so its request should go on waiting.",
                actual: "The request was cancelled although the user stayed on the form. Cancel when the form has left (viewDidDisappear, the form's onLeave), not when it starts to go."
            )
            return
        }
        guard flow.answer(.succeed(Self.ada)) else { return }
        flow.expectStack(["WelcomeViewController", "SignInViewController", "WelcomeBackViewController"], why: "the swipe was let go, so the answer goes on as if nothing happened")
    }

    // MARK: - Task 5

    /// The sheet swiped away while a request waits: the request is cancelled, the parent hears
    /// `.cancelled` once, and an answer after that shows nothing. A swipe let go halfway ends
    /// nothing. Swiped away with nothing under way, the flow ends the same way.
    func swipeEndsFlow() {
        // The model's reports are collected, so a refused presentation after the swipe is told
        // by its cause; every other report is recorded as the model would.
        let reports = ModelReportLog()
        let explained = reports.collect { swipeEndsFlow(reports: reports) }
        for report in reports.reports where !explained.contains(report.message) {
            let location = report.callSite.map { SourceLocation(fileID: $0.fileID, filePath: $0.filePath, line: $0.line, column: $0.column) }
            Issue.record(Comment(rawValue: report.message), sourceLocation: location ?? Test.current?.sourceLocation ?? #_sourceLocation)
        }
    }

    /// Task 5's steps, with the model's reports going to `reports`; returns the reports it explained.
    private func swipeEndsFlow(reports: ModelReportLog) -> Set<String> {
        let flow = SignInFlowRun<Design>(task: 5)
        guard flow.openForm(), flow.submit(), flow.swipeSheet(completing: false) else { return [] }
        guard flow.parent.expectNoReport(after: flow.sentence) else { return [] }
        guard flow.service.signIns.waiting.count == 1 else {
            flow.fail(expected: "a swipe of the sheet let go halfway ends nothing: the request should go on waiting.", actual: "The request was cancelled although the sheet stayed.")
            return []
        }
        let before = reports.reports.count
        guard flow.swipeSheet(completing: true) else { return [] }
        let refused = reports.messages.dropFirst(before).filter { $0.contains("present") }
        if let first = refused.first {
            flow.fail(
                expected: "once the sheet is swiped away the flow has ended, and its cancelled request shows nothing.",
                actual: "Your code tried to present something after the sheet was gone: the cancelled request was taken for a failure. A cancelled request throws too; ask `Task.isCancelled` in the `catch` and show nothing when it is. UIKit's words: \(first)"
            )
            return Set(refused)
        }
        let stillWaiting = flow.service.signIns.waiting.count
        if stillWaiting > 0 {
            _ = flow.answer(.succeed(Self.ada))
        }
        guard let report = flow.parent.expectReportedOnce(after: flow.sentence) else { return [] }
        guard report == .cancelled else {
            flow.fail(expected: "the swiped-away flow should report .cancelled.", actual: "It reported \(report).")
            return []
        }
        if let presented = flow.home.presentedViewController {
            flow.fail(expected: "nothing should be presented over the parent's screen.", actual: "\(String(describing: type(of: presented))) is presented.")
            return []
        }
        guard stillWaiting == 0 else {
            flow.fail(expected: "swiping the sheet away should cancel the request: the flow ended.", actual: "After \(flow.stepsBeforeAnswer), the request still waited for the service.")
            return []
        }
        let idle = SignInFlowRun<Design>(task: 5)
        guard idle.swipeSheet(completing: true), let idleReport = idle.parent.expectReportedOnce(after: idle.sentence) else { return [] }
        if idleReport != .cancelled {
            idle.fail(expected: "the flow swiped away with nothing under way should report .cancelled.", actual: "It reported \(idleReport).")
        }
        return []
    }

    // MARK: - Task 6

    /// Done on Welcome Back dismisses the sheet and reports the account, once.
    func doneReportsAccount() {
        let flow = SignInFlowRun<Design>(task: 6)
        guard flow.openForm(), flow.submit(), flow.answer(.succeed(Self.ada)) else { return }
        guard flow.expectStack(["WelcomeViewController", "SignInViewController", "WelcomeBackViewController"], why: "Done is on Welcome Back, which the answer shows"), flow.tap("Done") else { return }
        guard flow.home.presentedViewController == nil else {
            flow.fail(expected: "Done should dismiss the flow's sheet.", actual: "The sheet is still up.")
            return
        }
        if let report = flow.parent.expectReportedOnce(after: flow.sentence), report != .signedIn(Self.ada) {
            flow.fail(expected: "Done should report .signedIn with the account the service answered: \(Self.ada).", actual: "It reported \(report).")
        }
    }

    // MARK: - Task 7

    /// The parent dismisses the sheet and lets go of the coordinator while a request waits: the
    /// request is cancelled, the coordinator and its screens are released, and an answer after
    /// that shows nothing.
    func letGoCancelsAndReleases() {
        let tracker = LifetimeTracker()
        let flow = SignInFlowRun<Design>(task: 7)
        guard flow.openForm(), flow.submit() else { return }
        guard flow.service.signIns.waiting.count == 1 else {
            flow.fail(expected: "a request should wait for the service.", actual: "\(flow.service.signIns.waiting.count) requests wait. Finish task 1 first.")
            return
        }
        if let coordinator = flow.parent.child {
            tracker.track(coordinator, named: "the coordinator")
        }
        if let sheet = flow.home.presentedViewController {
            tracker.track(sheet)
            for screen in sheet.children {
                tracker.track(screen)
            }
        }
        flow.steps.append("the parent dismissing the sheet and letting go of the coordinator")
        flow.home.dismiss(animated: false)
        flow.parent.letGo()
        MainTurn.end()
        let stillWaiting = flow.service.signIns.waiting.count
        tracker.considerAsHolder(flow.service)
        if let message = tracker.survivorsMessage(after: flow.steps.joined(separator: ", ")) {
            let keptByTask = stillWaiting > 0 && tracker.survivors.contains { $0.name == "the coordinator" }
            flow.fail(
                expected: "Once its parent let go, the coordinator and every screen of the flow should be released, even while a request waits.",
                actual: message + (keptByTask ? " A task that captures the coordinator strongly (Task { self… }, or a method passed as a closure) keeps it alive as long as the request waits: capture [weak self]." : "")
            )
            return
        }
        guard stillWaiting == 0 else {
            flow.fail(
                expected: "A coordinator let go of while its request waits should cancel the request (deinit { task?.cancel() }): nobody is left to use the answer.",
                actual: "The request still waits for the service after the coordinator was released."
            )
            return
        }
        if flow.home.presentedViewController != nil {
            flow.fail(expected: "nothing should be presented over the parent's screen.", actual: "Something is presented.")
        }
    }

    /// Calls, as "2 times: (a, b), (a, b)".
    static func calls(_ made: [Credentials]) -> String {
        made.isEmpty ? "nothing" : (made.count == 1 ? "once" : "\(made.count) times") + ": " + made.map(\.description).joined(separator: ", ")
    }
}

/// How a check leaves the form.
enum Leave {
    case back
    case swipeBack
}

/// How a check answers the waiting call.
enum Answer: Equatable {
    case succeed(Account)
    case fail
}
