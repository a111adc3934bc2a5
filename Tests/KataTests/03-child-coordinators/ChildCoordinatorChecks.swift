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
struct ChildCoordinatorChecks<App: ChildFlowsApp> {
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
    private func flowStarted(by label: String, in stage: Stage, app: App, task: Int) -> [any Coordinator]? {
        let before = app.descendants
        guard stage.user.tap(label) else { return nil }
        let joined = app.descendants.filter { new in !before.contains { $0 === new } }
        guard !joined.isEmpty else {
            Verdict(
                expected: "Tapping \"\(label)\" should start a child coordinator, kept in a childCoordinators list. Finish task \(task) first.",
                actual: "No coordinator joined the app's tree.",
                stage: stage
            ).record()
            return nil
        }
        return joined
    }

    /// Expects `flow`'s coordinators to be out of the tree and, with `tracker`, released.
    private func expectEnded(_ flow: [any Coordinator], in app: App, stage: Stage, after moment: String) -> Bool {
        let stillListed = app.descendants.filter { listed in flow.contains { $0 === listed } }
        guard stillListed.isEmpty else {
            Verdict(
                expected: "After \(moment), the flow's coordinator should be removed from its parent's childCoordinators.",
                actual: "The app's tree still lists \(stillListed.map { String(describing: type(of: $0)) }.joined(separator: ", ")).",
                stage: stage
            ).record()
            return false
        }
        return true
    }

    /// Whether a survivor belongs to the sign-in flow: its screen, or a coordinator that joined the
    /// tree when it started (tracked by name). Screens the app keeps on purpose, such as Welcome, do not.
    private func isSignInFlow(_ survivor: LifetimeTracker.Survivor) -> Bool {
        survivor.name == "SignInViewController" || survivor.origin.hasPrefix("tracked at")
    }

    /// Task 1.
    func signInStartsChild() {
        guard let (stage, app) = startedApp(isOwnTask: true),
              let joined = flowStarted(by: "Sign In", in: stage, app: app, task: 1) else { return }
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
                  stage.requireVisible("SignInViewController", after: "After tapping \"Sign In\"", task: 1),
                  stage.user.type(Self.name, into: "Name"), stage.user.tap("Continue") else { return nil }
            flow.forEach { tracker.track($0) }
            let action = "After typing \(Self.name) and tapping \"Continue\""
            guard stage.expectVisible("HomeViewController", after: action),
                  stage.expectStack(["HomeViewController"], after: action, why: "signing in replaces Welcome with Home."),
                  expectEnded(flow, in: app, stage: stage, after: "signing in") else { return nil }
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

    /// Task 3.
    func backOutReleasesChild() {
        let tracker = LifetimeTracker()
        let outcome: (Stage, App)? = tracker.trackingCreatedControllers {
            guard let (stage, app) = startedApp(),
                  let flow = flowStarted(by: "Sign In", in: stage, app: app, task: 1),
                  stage.requireVisible("SignInViewController", after: "After tapping \"Sign In\"", task: 1),
                  stage.user.tapBack() else { return nil }
            flow.forEach { tracker.track($0) }
            guard stage.expectVisible("WelcomeViewController", after: "After tapping Back on SignInViewController"),
                  expectEnded(flow, in: app, stage: stage, after: "the user tapped Back out of the sign-in flow") else { return nil }
            return (stage, app)
        }
        guard let (stage, app) = outcome else { return }
        let leaked = tracker.survivors.filter(isSignInFlow)
        if !leaked.isEmpty {
            Verdict(
                expected: "After the user tapped Back out of the sign-in flow, its coordinator and screens should be released: the back button pops without asking your coordinator, so it must notice.",
                actual: "Still alive: \(leaked.map(\.description).joined(separator: ", ")).",
                stage: stage
            ).record()
        }
        withExtendedLifetime(app) {}
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

    /// Tasks 5 and 6: opens the editor, ends it with `ending`, and expects its flow gone and released.
    private func editorEnds(by ending: String, task: Int, _ end: (Stage) -> Bool) {
        let tracker = LifetimeTracker()
        let outcome: (Stage, App)? = tracker.trackingCreatedControllers {
            guard let (stage, app) = appOnHome() else { return nil }
            tracker.removeAll()
            guard let flow = flowStarted(by: "Edit Profile", in: stage, app: app, task: 5),
                  stage.requireVisible("EditProfileViewController", after: "After tapping \"Edit Profile\"", task: 5) else { return nil }
            flow.forEach { tracker.track($0) }
            guard end(stage) else { return nil }
            if let presented = stage.navigationController.presentedViewController {
                Verdict(
                    expected: "After \(ending), the editor should be closed.",
                    actual: "\(ScreenName.of(presented)) is still presented.",
                    stage: stage
                ).record()
                return nil
            }
            guard expectEnded(flow, in: app, stage: stage, after: ending) else { return nil }
            return (stage, app)
        }
        guard let (stage, app) = outcome else { return }
        if !tracker.survivors.isEmpty {
            Verdict(
                expected: "After \(ending), the editor's coordinator and screens should be released.",
                actual: "Still alive: \(tracker.survivors.map(\.description).joined(separator: ", ")).",
                stage: stage
            ).record()
        }
        withExtendedLifetime(app) {}
    }

    /// Task 5.
    func savingEndsEditor() {
        editorEnds(by: "tapping \"Save\" in the editor", task: 5) { $0.user.tap("Save") }
    }

    /// Task 6.
    func swipingDownEndsEditor() {
        editorEnds(by: "the user swiped the editor down", task: 6) { $0.user.swipeDown() }
    }

    /// Task 7.
    func everythingReleasedMidFlow() {
        let tracker = LifetimeTracker()
        let walked = tracker.trackingCreatedControllers {
            guard let (stage, app) = startedApp(),
                  let flow = flowStarted(by: "Sign In", in: stage, app: app, task: 1) else { return false }
            tracker.track(app, named: String(describing: App.self))
            flow.forEach { tracker.track($0) }
            return true
        }
        guard walked else { return }
        tracker.expectAllReleased(after: "the app let go of its coordinator and window while the sign-in flow was running", kata: Self.kata)
    }
}
