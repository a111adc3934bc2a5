import Kata
import KataGrading
import Testing
@testable import ChildCoordinators

/// The child-coordinator checks, written once and run against any implementation: the
/// learner's, the reference solution, and each mutant.
///
/// They do not assume where in the tree a flow's coordinator lives: a flow's coordinators are
/// the ones that appear in the app's tree when the flow starts.
@MainActor
struct ChildCoordinatorChecks<App: ChildFlowsApp>: KataChecks {
    nonisolated static var checks: [Check<Self>] { [
        Check("1. Sign In starts the sign-in flow as a child coordinator") { $0.signInStartsChild() },
        Check("2. Finishing sign-in releases its child and hands the name over to Home") { $0.finishingSignInHandsOver() },
        Check("3. Tapping Back out of sign-in releases its child") { $0.backOutReleasesChild() },
        Check("4. Signing in again after going back leaves one child, and Home is made once") { $0.secondRunLeavesOneChild() },
        Check("5. Saving the profile closes the editor and releases its child") { $0.savingEndsEditor() },
        Check("6. Swiping the editor down releases its child") { $0.swipingDownEndsEditor() },
        Check("7. When the app lets go of its coordinator mid-flow, every coordinator and screen is released") { $0.everythingReleasedMidFlow() },
        Check("8. Everything else the user does works as the lesson says") { $0.behavesAsTheLesson() },
    ] }

    /// What the explorer compares after each step: the screens (the stack, the editor's sheet,
    /// titles), the texts on screen, and while Welcome shows, the flows still listed (none, in
    /// any round). What a field holds when its screen shows again is the
    /// learner's choice.
    static var exploration: Exploration {
        Exploration(newStatesBeyondDepth: 60, compares: [.screens, .texts, ListedFlows.onWelcome], leavesOpen: [.fields], typing: ["Name": [name, "Grace", ""]])
    }

    /// Task 8: after any steps, the learner's app shows what the lesson's app shows.
    func behavesAsTheLesson() {
        guard startedApp() != nil else { return }
        LockstepExplorer(Self.exploration).expectSameBehaviour(
            reference: ReferenceChildFlows.launch,
            subject: {
                let stage = Stage(kata: Self.kata)
                let app = App(navigationController: stage.navigationController)
                app.start()
                return (stage.user, [app, ListedFlows(app) { $0.descendants.map { $0 as AnyObject } }])
            },
            kata: Self.kata
        )
    }

    static var kata: String { "child-coordinators" }
    static var name: String { "Ada" }

    /// The app started on a stage, showing Welcome; `nil`, with a message, when it does not.
    private func startedApp(isOwnTask: Bool = false) -> (Stage, App)? {
        let stage = Stage(kata: Self.kata)
        let app = App(navigationController: stage.navigationController)
        app.start()
        let shown = isOwnTask
            ? stage.expectVisible("WelcomeViewController", after: "After start()")
            : stage.requireVisible("WelcomeViewController", after: "After start()", task: 1)
        return shown ? (stage, app) : nil
    }

    /// Taps `label` and returns the coordinators that joined the app's tree, failing when none did.
    ///
    /// - Parameter ownTask: Whether starting the flow is the running check's own task, which
    ///   the message then does not send the learner back to.
    private func flowStarted(by label: String, in stage: Stage, app: App, task: Int, ownTask: Bool = false) -> [any Coordinator]? {
        let before = app.descendants
        guard stage.user.tap(label) else { return nil }
        let joined = app.descendants.filter { new in !before.contains { $0 === new } }
        guard !joined.isEmpty else {
            Verdict(
                expected: "Tapping \"\(label)\" should start a child coordinator, kept in a childCoordinators list." + (ownTask ? "" : " Finish task \(task) first."),
                actual: "No coordinator joined the app's tree.",
                stage: stage
            ).record()
            return nil
        }
        return joined
    }

    /// Expects `flow`'s coordinators to be out of the tree, and `bystanders` still in it.
    ///
    /// - Parameter unnoticed: What to try when nothing was removed at all, as the ending's own
    ///   advice: the code missed the ending, and removing by identity is not the problem.
    private func expectEnded(_ flow: [any Coordinator], in app: App, stage: Stage, after moment: String, bystanders: [Bystander] = [], unnoticed: String) -> Bool {
        let listed = app.descendants
        let stillListed = listed.filter { coordinator in flow.contains { $0 === coordinator } }
        let removedBystanders = bystanders.filter { bystander in !listed.contains { $0 === bystander } }
        guard stillListed.isEmpty, removedBystanders.isEmpty else {
            let names = stillListed.map { String(describing: type(of: $0)) }.joined(separator: ", ")
            let actual = removedBystanders.isEmpty
                ? "The app's tree still lists \(names), and nothing was removed from it. " + unnoticed
                : "The grader had started two other flows in the same list, one before it and one after, as an app does. "
                    + (stillListed.isEmpty ? "" : "The flow that ended is still listed. ")
                    + "\(removedBystanders.count) of the other flows \(removedBystanders.count == 1 ? "was" : "were") removed instead. "
                    + "Remove the child that ended by identity, `childCoordinators.removeAll { $0 === child }`, never with removeLast() or removeFirst()."
            Verdict(
                expected: "After \(moment), the flow's coordinator should be removed from its parent's childCoordinators, and nothing else.",
                actual: actual,
                stage: stage
            ).record()
            return false
        }
        return true
    }

    /// What to try when Back or a back swipe left the sign-in flow listed, given whether the
    /// navigation controller has a delegate.
    static func backAdvice(delegateSet: Bool) -> String {
        delegateSet
            ? "The navigation controller has a delegate, but the flow was not removed: in `navigationController(_:didShow:animated:)`, end the flow whose first screen is no longer in the stack (`fromViewController` of the transition coordinator, or a check of `viewControllers`)."
            : "Nothing was told of Back: the navigation controller has no delegate. UIKit pops without asking your code; set its `delegate` and, in `navigationController(_:didShow:animated:)`, end the flow whose first screen left the stack."
    }

    /// Expects every coordinator of `flow` still in the app's tree, after a gesture the user let go halfway.
    private func expectStillRunning(_ flow: [any Coordinator], in app: App, stage: Stage, expected: String, advice: String) -> Bool {
        let listed = app.descendants
        let ended = flow.filter { coordinator in !listed.contains { $0 === coordinator } }
        guard ended.isEmpty else {
            Verdict(
                expected: expected,
                actual: "\(ended.map { String(describing: type(of: $0)) }.joined(separator: ", ")) left the tree. \(advice)",
                stage: stage
            ).record()
            return false
        }
        return true
    }

    /// Puts another flow before and after the one that just started, in its parent's list, so that
    /// only removal by identity takes out the right one when it ends.
    private func addBystanders(around flow: [any Coordinator], in app: App) -> [Bystander] {
        guard let first = flow.first,
              let parent = ([app] + app.descendants).first(where: { candidate in candidate.childCoordinators.contains { $0 === first } })
        else { return [] }
        let bystanders = [Bystander(), Bystander()]
        parent.childCoordinators.insert(bystanders[0], at: 0)
        parent.childCoordinators.append(bystanders[1])
        return bystanders
    }

    /// A flow that another part of the app started; it shows nothing and never ends.
    final class Bystander: Coordinator {
        var childCoordinators: [any Coordinator] = []
        func start() {}
    }

    /// Whether a survivor belongs to the sign-in flow: its screen, or a coordinator that joined the
    /// tree when it started (tracked by name). Screens the app keeps on purpose, such as Welcome, do not.
    private func isSignInFlow(_ survivor: LifetimeTracker.Survivor) -> Bool {
        survivor.name == "SignInViewController" || survivor.origin.hasPrefix("tracked at")
    }

    /// Task 1.
    func signInStartsChild() {
        guard let (stage, app) = startedApp(isOwnTask: true),
              let joined = flowStarted(by: "Sign In", in: stage, app: app, task: 1, ownTask: true) else { return }
        stage.expectVisible("SignInViewController", after: "After tapping \"Sign In\"")
        stage.expectStack(["WelcomeViewController", "SignInViewController"], after: "After tapping \"Sign In\"", why: "the sign-in flow pushes onto the navigation controller it shares with its parent.")
        if joined.count != 1 {
            Verdict(expected: "Tapping \"Sign In\" should start one child coordinator.", actual: "\(joined.count) joined the tree.", stage: stage).record()
        }
    }

    /// Task 2.
    func finishingSignInHandsOver() {
        let tracker = LifetimeTracker()
        let outcome: (Stage, App)? = tracker.trackingCreatedControllers {
            guard let (stage, app) = startedApp(),
                  let flow = flowStarted(by: "Sign In", in: stage, app: app, task: 1),
                  stage.requireVisible("SignInViewController", after: "After tapping \"Sign In\"", task: 1) else { return nil }
            let bystanders = addBystanders(around: flow, in: app)
            guard stage.user.type(Self.name, into: "Name"), stage.user.tap("Continue") else { return nil }
            flow.forEach { tracker.track($0) }
            let action = "After typing \(Self.name) and tapping \"Continue\""
            guard stage.expectVisible("HomeViewController", after: action),
                  stage.expectStack(["HomeViewController"], after: action, why: "signing in replaces Welcome with Home."),
                  expectEnded(flow, in: app, stage: stage, after: "signing in", bystanders: bystanders,
                              unnoticed: "The sign-in flow should report that it ended (its completion closure or delegate), and its parent remove that flow by identity, `childCoordinators.removeAll { $0 === child }`: a removeLast() after adding another child (Home's) removes that one instead.") else { return nil }
            if !stage.user.visibleTexts.contains("Hello, \(Self.name)!") {
                Verdict(
                    expected: "\(action), Home should greet \"Hello, \(Self.name)!\": the sign-in flow reports its result, the name, to its parent.",
                    actual: "Home shows \(stage.user.visibleTexts.map { "\"\($0)\"" }.joined(separator: ", ")).",
                    stage: stage
                ).record()
            }
            return (stage, app)
        }
        guard let (stage, app) = outcome else { return }
        let leaked = tracker.survivors.filter(isSignInFlow)
        if !leaked.isEmpty {
            Verdict(
                expected: "After signing in, the sign-in flow's coordinator and screens should be released.",
                actual: "Still alive: \(leaked.map(\.description).joined(separator: ", ")).",
                stage: stage
            ).record()
        }
        withExtendedLifetime(app) {}
    }

    /// Task 3: the back button and a finished back swipe end the flow; a swipe let go halfway does not.
    func backOutReleasesChild() {
        for gestures in [[Gesture.tapBack], [.swipeBack(completing: true)]] {
            guard backOutEnds(by: gestures) else { return }
        }
        guard abandonedSwipeKeepsFlow() else { return }
        for gestures in [[Gesture.swipeBack(completing: false), .tapBack], [.swipeBack(completing: false), .swipeBack(completing: true)]] {
            guard backOutEnds(by: gestures) else { return }
        }
    }

    /// Leaves sign-in with `gestures`, the last of which leaves its screen, and expects its flow
    /// ended and released.
    private func backOutEnds(by gestures: [Gesture]) -> Bool {
        let gesture = gestures.map(\.description).joined(separator: ", then ")
        let story = "After \"Sign In\", then \(gesture)"
        let tracker = LifetimeTracker()
        let outcome: (Stage, App)? = tracker.trackingCreatedControllers {
            guard let (stage, app) = startedApp(),
                  let flow = flowStarted(by: "Sign In", in: stage, app: app, task: 1),
                  stage.requireVisible("SignInViewController", after: "After tapping \"Sign In\"", task: 1) else { return nil }
            let bystanders = addBystanders(around: flow, in: app)
            guard gestures.allSatisfy({ stage.user.perform($0) }) else { return nil }
            flow.forEach { tracker.track($0) }
            guard stage.expectVisible("WelcomeViewController", after: story),
                  expectEnded(flow, in: app, stage: stage, after: "the user left the sign-in flow with \(gesture)", bystanders: bystanders,
                              unnoticed: gestures.contains(where: \.isAbandoned)
                                ? "Back and a finished swipe ended the flow when no swipe had been let go before (this check tried them first), so a swipe let go halfway left something set that stops the next ending: what does your code remember when a swipe starts, and does it forget it when the swipe is cancelled?"
                                : Self.backAdvice(delegateSet: stage.navigationController.delegate != nil)) else { return nil }
            return (stage, app)
        }
        guard let (stage, app) = outcome else { return false }
        var leaked = tracker.survivors.filter(isSignInFlow)
        // A screen the app keeps to show again on the next Sign In is reused, not leaked: that
        // is the learner's choice (lesson 3 says so).
        let aliveScreens = tracker.aliveObjects.compactMap { $0 as? UIViewController }
        if !leaked.isEmpty, !aliveScreens.isEmpty, stage.user.tap("Sign In"), let shown = stage.user.visibleViewController, aliveScreens.contains(where: { $0 === shown }) {
            leaked.removeAll { $0.name == ScreenName.of(shown) }
        }
        guard leaked.isEmpty else {
            Verdict(
                expected: "\(story), the sign-in flow's coordinator and screens should be released. The flow did leave childCoordinators, so your code noticed the user left; another reference keeps them.",
                actual: "Still alive: \(leaked.map(\.description).joined(separator: ", ")).",
                stage: stage
            ).record()
            return false
        }
        withExtendedLifetime(app) {}
        return true
    }

    /// Starts a back swipe on sign-in and lets go: the flow must go on, and Continue still sign
    /// in; returns whether both held.
    @discardableResult
    private func abandonedSwipeKeepsFlow() -> Bool {
        let story = "After \"Sign In\", then \(Gesture.swipeBack(completing: false))"
        guard let (stage, app) = startedApp(),
              let flow = flowStarted(by: "Sign In", in: stage, app: app, task: 1),
              stage.requireVisible("SignInViewController", after: "After tapping \"Sign In\"", task: 1),
              stage.user.swipeBack(completing: false),
              stage.expectVisible("SignInViewController", after: story) else { return false }
        guard expectStillRunning(
            flow, in: app, stage: stage,
            expected: "\(story), the sign-in flow should still be running: the user stayed on its screen, so its coordinator stays in childCoordinators.",
            advice: abandonedSwipeEndsWithoutDelegate()
                ? "The flow ended even with the navigation controller's delegate taken away, so a screen's own callback ended it: UIKit calls viewWillDisappear as soon as a swipe starts, also for one the user abandons. Report the end in viewDidDisappear (with isMovingFromParent), or in the navigation controller delegate's didShow, which come only once the screen has really left."
                : "UIKit calls the navigation controller delegate's willShow as soon as a swipe starts, also for one the user abandons; end the flow in didShow (or in viewDidDisappear with isMovingFromParent), which come only once the screen has really left."
        ) else { return false }
        guard stage.user.type(Self.name, into: "Name"), stage.user.tap("Continue") else { return false }
        defer { withExtendedLifetime(app) {} }
        return stage.expectVisible("HomeViewController", after: "\(story), then typing \(Self.name) and tapping \"Continue\"")
    }

    /// Whether a back swipe let go halfway still ends the sign-in flow once the navigation
    /// controller's delegate is taken away: then no delegate callback ends it, a screen's does.
    private func abandonedSwipeEndsWithoutDelegate() -> Bool {
        guard let (stage, app) = startedApp(), stage.user.tap("Sign In") else { return false }
        let flow = app.descendants
        stage.navigationController.delegate = nil
        guard stage.user.swipeBack(completing: false) else { return false }
        let listed = app.descendants
        return flow.contains { coordinator in !listed.contains { $0 === coordinator } }
    }

    /// Task 4.
    func secondRunLeavesOneChild() {
        let tracker = LifetimeTracker()
        tracker.trackingCreatedControllers {
            guard let (stage, app) = startedApp(),
                  flowStarted(by: "Sign In", in: stage, app: app, task: 1) != nil,
                  stage.user.tapBack(),
                  stage.requireVisible("WelcomeViewController", after: "After Sign In and Back", task: 3),
                  flowStarted(by: "Sign In", in: stage, app: app, task: 1) != nil else { return }
            if app.descendants.count != 1 {
                Verdict(
                    expected: "After Sign In, Back and Sign In again, the app should have one child coordinator: the first run ended when the user went back.",
                    actual: "It has \(app.descendants.count): \(app.descendants.map { String(describing: type(of: $0)) }.joined(separator: ", ")).",
                    stage: stage
                ).record()
                return
            }
            guard stage.user.type(Self.name, into: "Name"), stage.user.tap("Continue") else { return }
            stage.expectStack(["HomeViewController"], after: "After signing in on the second try", why: "the sign-in is handled once, by the flow that is running.")
        }
        let homes = tracker.trackedNames.filter { $0 == "HomeViewController" }.count
        if homes > 1 {
            Verdict(
                expected: "Signing in on the second try should create Home once.",
                actual: "\(homes) Home screens were created: a flow from the first try still reacted to the sign-in.",
                kata: Self.kata
            ).record()
        }
    }

    /// Reaches Home through sign-in, for the editor's checks.
    private func appOnHome() -> (Stage, App)? {
        guard let (stage, app) = startedApp(), stage.user.tap("Sign In"),
              stage.requireVisible("SignInViewController", after: "After tapping \"Sign In\"", task: 1),
              stage.user.type(Self.name, into: "Name"), stage.user.tap("Continue"),
              stage.requireVisible("HomeViewController", after: "After signing in", task: 2) else { return nil }
        return (stage, app)
    }

    /// Tasks 5 and 6: opens the editor, ends it with `ending`, and expects its flow gone and
    /// released; returns whether all of it held.
    @discardableResult
    ///
    /// - Parameter unnoticed: The advice when nothing removed the flow, given whether the sheet had
    ///   a presentation delegate before it ended.
    private func editorEnds(by ending: String, task: Int, unnoticed: (Bool) -> String, _ end: (Stage) -> Bool) -> Bool {
        let tracker = LifetimeTracker()
        let outcome: (Stage, App)? = tracker.trackingCreatedControllers {
            guard let (stage, app) = appOnHome() else { return nil }
            tracker.removeAll()
            guard let flow = flowStarted(by: "Edit Profile", in: stage, app: app, task: 5, ownTask: task == 5),
                  stage.requireVisible("EditProfileViewController", after: "After tapping \"Edit Profile\"", task: 5) else { return nil }
            flow.forEach { tracker.track($0) }
            let bystanders = addBystanders(around: flow, in: app)
            let sheetDelegateSet = stage.navigationController.presentedViewController?.presentationController?.delegate != nil
            guard end(stage) else { return nil }
            if let presented = stage.navigationController.presentedViewController {
                Verdict(
                    expected: "After \(ending), the editor should be closed.",
                    actual: "\(ScreenName.of(presented)) is still presented.",
                    stage: stage
                ).record()
                return nil
            }
            guard expectEnded(flow, in: app, stage: stage, after: ending, bystanders: bystanders, unnoticed: unnoticed(sheetDelegateSet)) else { return nil }
            return (stage, app)
        }
        guard let (stage, app) = outcome else { return false }
        var leaked = tracker.survivors
        // The editor's screens the app keeps to present again on the next Edit Profile are
        // reused, not leaked: the learner's choice, as sign-in's screen is (lesson 3 says so).
        let aliveScreens = tracker.aliveObjects.compactMap { $0 as? UIViewController }
        if !leaked.isEmpty, !aliveScreens.isEmpty, stage.user.tap("Edit Profile"), let presented = stage.navigationController.presentedViewController {
            let reused = ([presented] + presented.children).filter { screen in aliveScreens.contains { $0 === screen } }
            leaked.removeAll { survivor in reused.contains { ScreenName.of($0) == survivor.name } }
        }
        withExtendedLifetime(app) {}
        guard leaked.isEmpty else {
            Verdict(
                expected: "After \(ending), the editor's coordinator and screens should be released.",
                actual: "Still alive: \(leaked.map(\.description).joined(separator: ", ")).",
                stage: stage
            ).record()
            return false
        }
        return true
    }

    /// Task 5: Save closes the editor, the first time and in every state where the editor shows
    /// again on Home (after it was saved, swiped away, or a swipe was let go).
    func savingEndsEditor() {
        guard editorEnds(by: "tapping \"Save\" in the editor", task: 5, unnoticed: { _ in
            "The editor's flow should report that it ended (its completion closure or delegate) when Save closes it, and its parent remove it there."
        }, { $0.user.tap("Save") }) else { return }
        editorAgain { state in
            guard state.expectTappable("Save", on: "EditProfileViewController", kata: Self.kata) else { return false }
            guard state.followed(.tap("Save"), on: "EditProfileViewController"), let presented = state.user.window.rootViewController?.presentedViewController else { return true }
            Verdict(
                expected: "\(state.sentence), the editor should be closed: Save closes it every time it shows.",
                actual: "\(ScreenName.of(presented)) is still presented. Does Save reach a coordinator that already ended, or was never kept?",
                hierarchyOf: state.user,
                kata: Self.kata
            ).record()
            return false
        }
    }

    /// Task 6: a finished swipe down ends the editor; a swipe let go halfway does not; and after
    /// either, Edit Profile opens the editor again.
    func swipingDownEndsEditor() {
        guard editorEnds(by: "the user swiped the editor down", task: 6, unnoticed: { delegateSet in
            delegateSet
                ? "The sheet has a presentation delegate, but the flow was not removed: in `presentationControllerDidDismiss(_:)`, end the editor's flow as Save does."
                : "Nothing was told of the swipe: the editor's sheet has no presentation delegate. A swipe calls none of your code but that delegate's: set `presentationController?.delegate` on what you present, and end the flow in `presentationControllerDidDismiss(_:)`."
        }, { $0.user.swipeDown() }) else { return }
        guard abandonedSheetSwipeKeepsEditor() else { return }
        editorAgain { state in
            guard state.expectTappable("Edit Profile", on: "HomeViewController", kata: Self.kata) else { return false }
            guard state.followed(.tap("Edit Profile"), on: "HomeViewController"), ScreenName.visible(to: state.user) != "EditProfileViewController" else { return true }
            Verdict(
                expected: "\(state.sentence), the editor should show: Edit Profile opens it every time Home shows, also after the last editor was swiped away.",
                actual: "The visible screen is \(ScreenName.visible(to: state.user)). Does something the first editor set stay set after a swipe closed it, such as a child or a flag only Save clears?",
                hierarchyOf: state.user,
                kata: Self.kata
            ).record()
            return false
        }
    }

    /// Walks every state within three gestures of Home (Edit Profile, Save, the sheet swiped
    /// down or let go, Edit Profile again), with `visit` applying a rule in each.
    private func editorAgain(_ visit: (FlowWalk.State) -> Bool) {
        FlowWalk(depth: 3, allows: { $0 != .tapBack && $0 != .swipeBack(completing: true) && $0 != .swipeBack(completing: false) }).visit(launch: {
            guard let (stage, app) = appOnHome() else { return nil }
            return (stage.user, [app])
        }, visit)
    }

    /// Starts swiping the editor down and lets go: the flow must go on, and Save still close it;
    /// returns whether both held.
    @discardableResult
    private func abandonedSheetSwipeKeepsEditor() -> Bool {
        let story = "On Home, after \"Edit Profile\", then \(Gesture.swipeDown(completing: false))"
        guard let (stage, app) = appOnHome(),
              let flow = flowStarted(by: "Edit Profile", in: stage, app: app, task: 5),
              stage.requireVisible("EditProfileViewController", after: "After tapping \"Edit Profile\"", task: 5),
              stage.user.swipeDown(completing: false),
              stage.expectVisible("EditProfileViewController", after: story) else { return false }
        guard expectStillRunning(
            flow, in: app, stage: stage,
            expected: "\(story), the editor's flow should still be running: the sheet sprang back, so its coordinator stays in childCoordinators.",
            advice: "presentationControllerWillDismiss comes as soon as a swipe starts, also for one the user abandons; end the flow in presentationControllerDidDismiss (or, from WillDismiss, only once the swipe's transitionCoordinator says it was not cancelled)."
        ) else { return false }
        guard stage.user.tap("Save") else { return false }
        if stage.navigationController.presentedViewController != nil {
            Verdict(
                expected: "\(story), then tapping \"Save\", the editor should close.",
                actual: "It is still presented: the swipe let go halfway left Save without a flow to close it. Keep the editor's coordinator until the sheet is really gone.",
                stage: stage
            ).record()
            return false
        }
        withExtendedLifetime(app) {}
        return true
    }

    /// Task 7: in every state a user reaches in four gestures, letting go of the app releases everything.
    func everythingReleasedMidFlow() {
        guard startedApp() != nil else { return }
        weak var running: App?
        FlowWalk(depth: 4, typing: ["Name": Self.name]).visit(
            launch: {
                let stage = Stage(kata: Self.kata)
                let app = App(navigationController: stage.navigationController)
                app.start()
                running = app
                return (stage.user, [app])
            },
            { state in
                running?.descendants.forEach { state.tracker.track($0) }
                return true
            },
            afterLettingGo: { letGo in
                letGo.tracker.expectAllReleased(after: letGo.moment(lettingGoOf: "its coordinator and window"), kata: Self.kata)
            }
        )
    }
}
