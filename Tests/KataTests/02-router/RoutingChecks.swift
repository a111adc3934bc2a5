import Kata
import KataGrading
import Testing
@testable import Routing

/// The router checks, written once and run against any implementation: the learner's, the
/// reference solution, and each mutant.
@MainActor
struct RoutingChecks<Flow: RoutingFlow>: KataChecks {
    nonisolated static var checks: [Check<Self>] { [
        Check("1. makeViewController(for:) builds every route's screen, with the route's data") { $0.factoryBuildsEveryRoute() },
        Check("2. Send Code pushes the code screen for the typed phone number") { $0.sendCodeShowsCodeScreen() },
        Check("3. Screens need only the Router protocol: Login works with a spy") { $0.screensUseRouterProtocol() },
        Check("4. Terms is presented in a navigation controller of its own") { $0.presentWrapsInOwnStack() },
        Check("5. Close dismisses the modal and Change Number pops, each doing only its own job") { $0.popAndDismissDoTheirOwnJob() },
        Check("6. When the app lets go of the router, the router and every screen are released") { $0.routerAndScreensReleased() },
        Check("7. Verify on the code screen shows Home") { $0.verifyShowsHome() },
        Check("8. Everything else the user does works as the lesson says") { $0.behavesAsTheLesson() },
    ] }

    /// What the explorer compares after each step: the screens (stacks, the sheet, titles) and
    /// the texts on screen. What a field holds when its screen shows again is the learner's
    /// choice, and so is a Send Code that waits, disabled, for a number.
    static var exploration: Exploration {
        Exploration(newStatesBeyondDepth: 60, compares: [.screens, .texts], leavesOpen: [.fields], typing: ["Phone": [phone, otherPhone, ""]])
    }

    /// Task 8: after any steps, the learner's app shows what the lesson's app shows.
    func behavesAsTheLesson() {
        guard stageOnLogin() != nil else { return }
        LockstepExplorer(Self.exploration).expectSameBehaviour(reference: ReferenceRouter.launch, subject: launch, kata: Self.kata)
    }

    static var kata: String { "router" }
    static var phone: String { "555-0100" }
    /// The number typed the second time, for the same step with other data.
    static var otherPhone: String { "555-0199" }

    /// A stage with the router made on it and Login shown by `navigate(to: .login)`; `nil`, with a message, when Login does not show.
    ///
    /// - Parameter isOwnTask: Whether showing Login is what the calling check grades, rather than its starting point.
    private func stageOnLogin(isOwnTask: Bool = false) -> (Stage, Flow)? {
        let stage = Stage(kata: Self.kata)
        let router = Flow(navigationController: stage.navigationController)
        router.navigate(to: .login, animated: false)
        let shown = isOwnTask
            ? stage.expectVisible("LoginViewController", after: "After navigate(to: .login) on an empty navigation controller")
            : stage.requireVisible("LoginViewController", after: "After navigate(to: .login)", task: 2)
        return shown ? (stage, router) : nil
    }

    /// Task 1.
    func factoryBuildsEveryRoute() {
        let stage = Stage(kata: Self.kata)
        let router = Flow(navigationController: stage.navigationController)
        let expectations: [(Route, String)] = [
            (.login, "LoginViewController"),
            (.otp(phone: Self.phone), "OTPViewController"),
            (.home, "HomeViewController"),
            (.terms, "TermsViewController"),
        ]
        var problems: [String] = []
        for (route, expectedName) in expectations {
            let actualName = ScreenName.of(router.makeViewController(for: route))
            if actualName != expectedName {
                problems.append("makeViewController(for: .\(route)) built \(actualName), not \(expectedName).")
            }
        }
        let texts = ScreenText.labels(of: router.makeViewController(for: .otp(phone: Self.phone)))
        if !texts.contains(where: { $0.contains(Self.phone) }) {
            let shown = texts.isEmpty ? "no text" : texts.map { "\"\($0)\"" }.joined(separator: ", ")
            problems.append("The screen built for .otp(phone: \"\(Self.phone)\") shows \(shown), not the phone number from its route.")
        }
        if !problems.isEmpty {
            Verdict(
                expected: "makeViewController(for:) should build each route's screen with the route's data: it is the one place every screen is made.",
                actual: problems.joined(separator: "\n"),
                kata: Self.kata
            ).record()
        }
        withExtendedLifetime(router) {}
    }

    /// Task 2.
    func sendCodeShowsCodeScreen() {
        guard let (stage, router) = stageOnLogin(isOwnTask: true),
              stage.user.type(Self.phone, into: "Phone"),
              stage.user.tap("Send Code") else { return }
        let action = "After typing \(Self.phone) and tapping \"Send Code\""
        guard stage.expectVisible("OTPViewController", after: action) else { return }
        stage.expectStack(["LoginViewController", "OTPViewController"], after: action, why: "navigate(to:) pushes, so Back returns to Login.")
        if !stage.user.visibleTexts.contains(where: { $0.contains(Self.phone) }) {
            Verdict(
                expected: "\(action), the code screen should say which number the code went to: build it with the phone from the route, before it is shown and before anything loads its view (pass the phone to its init: a screen reads its data in viewDidLoad).",
                actual: "Its texts are \(stage.user.visibleTexts.map { "\"\($0)\"" }.joined(separator: ", ")).",
                stage: stage
            ).record()
            return
        }
        withExtendedLifetime(router) {}
        actAgain.visit(launch: launch) { state in
            guard state.expectTappable("Send Code", on: "LoginViewController", kata: Self.kata) else { return false }
            guard state.followed(.tap("Send Code"), on: "LoginViewController"), let typed = state.typedLast["Phone"] else { return true }
            let stack = (state.user.window.rootViewController as? UINavigationController)?.viewControllers.map(ScreenName.of) ?? []
            let showsNumber = state.user.visibleTexts.contains { $0.contains(typed) }
            guard stack != ["LoginViewController", "OTPViewController"] || !showsNumber else { return true }
            Verdict(
                expected: "\(state.sentence), the code screen for \(typed) should show above Login: Send Code shows a new code screen for the number typed this time.",
                actual: stack == ["LoginViewController", "OTPViewController"]
                    ? "The code screen shows \(state.user.visibleTexts.map { "\"\($0)\"" }.joined(separator: ", ")): is it a screen made for an earlier number, kept and shown again?"
                    : "The stack is \(ScreenName.list(stack)).",
                hierarchyOf: state.user,
                kata: Self.kata
            ).record()
            return false
        }
    }

    /// Task 3.
    func screensUseRouterProtocol() {
        let spy = SpyRouter()
        let stage = Stage(kata: Self.kata)
        stage.navigationController.setViewControllers([Flow.makeLogin(router: spy)], animated: false)
        guard stage.user.type(Self.phone, into: "Phone"), stage.user.tap("Send Code"), stage.user.tap("Terms") else { return }
        let expected: [SpyRouter.Call] = [.navigate(.otp(phone: Self.phone)), .present(.terms)]
        guard expectAsked(spy, expected, by: "Login", when: "the user sends a code and opens the terms", stage: stage) else { return }
        let codeSpy = SpyRouter()
        let codeStage = Stage(kata: Self.kata)
        codeStage.navigationController.setViewControllers([Flow.makeCodeScreen(phone: Self.phone, router: codeSpy)], animated: false)
        guard codeStage.user.tap("Change Number") else { return }
        expectAsked(codeSpy, [.pop], by: "the code screen", when: "the user taps Change Number", stage: codeStage)
    }

    /// Expects a spy to have been asked for exactly `expected`, naming the screen and what the user did.
    @discardableResult
    private func expectAsked(_ spy: SpyRouter, _ expected: [SpyRouter.Call], by screen: String, when action: String, stage: Stage) -> Bool {
        guard spy.calls != expected else { return true }
        Verdict(
            expected: "Given a spy router, \(screen) should ask it for \(expected.map(\.description).joined(separator: ", then ")) when \(action): a screen only needs the Router protocol.",
            actual: spy.calls.isEmpty
                ? "The spy was asked nothing: does \(screen) keep the router it was given, as `any Router`, and call it from its buttons?"
                : "The spy was asked for \(spy.calls.map(\.description).joined(separator: ", then ")).",
            stage: stage
        ).record()
        return false
    }

    /// Task 4.
    func presentWrapsInOwnStack() {
        guard let (stage, router) = stageOnLogin(), stage.user.tap("Terms") else { return }
        let presented = stage.navigationController.presentedViewController
        guard let modal = presented as? UINavigationController, modal.viewControllers.map(ScreenName.of) == ["TermsViewController"] else {
            Verdict(
                expected: "After tapping \"Terms\", a UINavigationController holding TermsViewController should be presented: a modal gets a stack of its own, with its own bar for Close.",
                actual: presented.map { "\(ScreenName.of($0)) is presented." }
                    ?? (stage.navigationController.viewControllers.last.map(ScreenName.of) == "TermsViewController"
                        ? "Nothing is presented: Terms was pushed onto the stack. present(_:animated:) presents, with the navigation controller's present(_:animated:completion:); only navigate(to:) pushes."
                        : "Nothing is presented."),
                stage: stage
            ).record()
            return
        }
        guard stage.expectVisible("TermsViewController", after: "After tapping \"Terms\"") else { return }
        withExtendedLifetime(router) {}
        actAgain.visit(launch: launch) { state in
            guard state.expectTappable("Terms", on: "LoginViewController", kata: Self.kata) else { return false }
            guard state.followed(.tap("Terms"), on: "LoginViewController") else { return true }
            let presented = state.user.window.rootViewController?.presentedViewController
            let stack = (presented as? UINavigationController)?.viewControllers.map(ScreenName.of)
            guard stack != ["TermsViewController"] || ScreenName.visible(to: state.user) != "TermsViewController" else { return true }
            Verdict(
                expected: "\(state.sentence), Terms should be presented in a navigation controller of its own: the Terms button works every time Login shows, also after the sheet was closed or swiped away.",
                actual: presented.map { presented in
                    guard let stack else {
                        return "\(ScreenName.of(presented)) is presented, in no navigation controller: a modal gets a stack of its own, so present(_:animated:) wraps the screen the factory makes in a new UINavigationController."
                    }
                    return "\(ScreenName.of(presented)) is presented, holding \(ScreenName.list(stack)): present(_:animated:) wraps a new TermsViewController in a new navigation controller each time; is an earlier one kept and shown again?"
                } ?? "Nothing is presented: Terms did nothing this time. Does the router remember the first sheet in a way that only dismiss(animated:) undoes? A swipe closes the sheet without calling it.",
                hierarchyOf: state.user,
                kata: Self.kata
            ).record()
            return false
        }
    }

    /// Task 5.
    func popAndDismissDoTheirOwnJob() {
        guard let (stage, router) = stageOnLogin(), stage.user.tap("Terms"),
              stage.requireVisible("TermsViewController", after: "After tapping \"Terms\"", task: 4),
              stage.user.tap("Close") else { return }
        if stage.navigationController.presentedViewController != nil {
            Verdict(
                expected: "After tapping \"Close\" on the terms, the modal should be dismissed: Close calls router.dismiss(animated:).",
                actual: "It is still presented.",
                stage: stage
            ).record()
            return
        }
        guard stage.expectStack(["LoginViewController"], after: "After closing the terms", why: "dismissing a modal leaves the stack beneath as it was."),
              stage.user.type(Self.phone, into: "Phone"), stage.user.tap("Send Code"),
              stage.requireVisible("OTPViewController", after: "After tapping \"Send Code\"", task: 2),
              stage.user.tap("Change Number") else { return }
        guard stage.expectStack(["LoginViewController"], after: "After tapping \"Change Number\" on the code screen", why: "Change Number calls router.pop(animated:), which goes back one screen.") else { return }
        withExtendedLifetime(router) {}
        actAgain.visit(launch: launch) { state in
            guard state.expectTappable("Close", on: "TermsViewController", kata: Self.kata),
                  state.expectTappable("Change Number", on: "OTPViewController", kata: Self.kata) else { return false }
            let presented = state.user.window.rootViewController?.presentedViewController
            let stack = (state.user.window.rootViewController as? UINavigationController)?.viewControllers.map(ScreenName.of) ?? []
            if state.followed(.tap("Close"), on: "TermsViewController"), presented != nil || stack != ["LoginViewController"] {
                Verdict(
                    expected: "\(state.sentence), the terms should be closed, and Login shown beneath as it was: Close works every time Terms shows, also after a swipe down was let go halfway and the sheet sprang back.",
                    actual: presented.map { "\(ScreenName.of($0)) is still presented. Does the router forget the sheet when a swipe starts (presentationControllerWillDismiss), before it knows the swipe will finish?" }
                        ?? "The stack is \(ScreenName.list(stack)). Close only dismisses: dismissing leaves the stack beneath as it was, so nothing should be pushed or popped with it.",
                    hierarchyOf: state.user,
                    kata: Self.kata
                ).record()
                return false
            }
            if state.followed(.tap("Change Number"), on: "OTPViewController"), presented != nil || stack != ["LoginViewController"] {
                Verdict(
                    expected: "\(state.sentence), Login should be the only screen: Change Number pops the code screen every time it shows.",
                    actual: "The stack is \(ScreenName.list(stack))\(presented.map { "; \(ScreenName.of($0)) is presented" } ?? ""). Change Number only pops: router.pop(animated:) takes the code screen off the stack it is on, whatever came before it.",
                    hierarchyOf: state.user,
                    kata: Self.kata
                ).record()
                return false
            }
            return true
        }
    }

    /// Every state within three gestures, the second number typed the second time: Send Code or
    /// Terms, each way back or down, then the same step again.
    private var actAgain: FlowWalk {
        FlowWalk(depth: 3, typingInTurn: ["Phone": [Self.phone, Self.otherPhone]])
    }

    /// A fresh app for a walk: the router made on a new stage, showing Login.
    private func launch() -> (user: User, keeps: [AnyObject])? {
        let stage = Stage(kata: Self.kata)
        let router = Flow(navigationController: stage.navigationController)
        router.navigate(to: .login, animated: false)
        return (stage.user, [router])
    }

    /// Task 6: in every state a user reaches in four gestures, letting go of the router releases everything.
    func routerAndScreensReleased() {
        guard stageOnLogin() != nil else { return }
        FlowWalk(depth: 4, typing: ["Phone": Self.phone]).visit(launch: launch, afterLettingGo: { letGo in
            letGo.tracker.expectAllReleased(after: letGo.moment(lettingGoOf: "the router and its window"), kata: Self.kata)
        })
    }

    /// Task 7.
    func verifyShowsHome() {
        guard let (stage, router) = stageOnLogin(),
              stage.user.type(Self.phone, into: "Phone"), stage.user.tap("Send Code"),
              stage.requireVisible("OTPViewController", after: "After tapping \"Send Code\"", task: 2),
              stage.user.tap("Verify") else { return }
        let action = "After Send Code, then \"Verify\" on the code screen"
        guard stage.expectVisible("HomeViewController", after: action) else { return }
        stage.expectStack(
            ["LoginViewController", "OTPViewController", "HomeViewController"],
            after: action,
            why: "Verify asks the router for .home, and navigate(to:) pushes what the factory builds."
        )
        withExtendedLifetime(router) {}
    }
}
