import Foundation
import Kata
import Testing

/// What a sign-in sends.
private struct Credentials: Sendable, Equatable {
    let email: String
}

/// What a sign-in answers.
private struct Account: Sendable, Equatable {
    let name: String
}

/// A failure the service answers with.
private struct Offline: Error {}

/// The service as an app declares it.
@MainActor
private protocol AuthService: AnyObject {
    func signIn(_ credentials: Credentials) async throws -> Account
    func loadProfile(of account: Account) async throws -> String
}

/// The service a grader gives the app: each method a `HeldCalls`.
@MainActor
private final class HeldAuthService: AuthService {
    let signIns = HeldCalls<Credentials, Account>()
    let profiles = HeldCalls<Account, String>()

    func signIn(_ credentials: Credentials) async throws -> Account {
        try await signIns.call(credentials)
    }

    func loadProfile(of account: Account) async throws -> String {
        try await profiles.call(account)
    }
}

/// What a test's tasks produced.
@MainActor
private final class Outcome {
    var names: [String] = []
}

extension UIViewController {
    /// Adds a button whose action is `action`, for a test that needs one tap.
    fileprivate func addButtonForTest(_ title: String, action: @escaping @MainActor () -> Void) {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.addAction(UIAction { _ in action() }, for: .touchUpInside)
        view.addSubview(button)
    }
}

/// A sign-in screen as an app writes it: Sign In, which it disables while the request runs.
@MainActor
private final class SignInScreen: UIViewController {
    var onSubmit: (() -> Void)?
    var onLeave: (() -> Void)?
    let submit = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sign In"
        submit.setTitle("Sign In", for: .normal)
        submit.addAction(UIAction { [weak self] _ in self?.onSubmit?() }, for: .touchUpInside)
        view.addSubview(submit)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if isMovingFromParent {
            onLeave?()
        }
    }
}

/// A sign-in coordinator as an app writes it on iOS: a task per request, cancelled when the user
/// leaves, an alert with Retry when the request fails.
@MainActor
private final class SignInCoordinator {
    let navigationController: UINavigationController
    let service: any AuthService
    /// Whether the coordinator reads the profile after signing in, a second request in a row.
    var loadsProfile = false
    private(set) var request: Task<Void, Never>?
    private(set) var cancellationsHeard = 0
    private weak var screen: SignInScreen?

    init(navigationController: UINavigationController, service: any AuthService) {
        self.navigationController = navigationController
        self.service = service
    }

    func start() {
        let screen = SignInScreen()
        screen.onSubmit = { [weak self] in self?.signIn() }
        screen.onLeave = { [weak self] in self?.request?.cancel() }
        self.screen = screen
        navigationController.pushViewController(screen, animated: true)
    }

    func signIn() {
        guard request == nil else { return }
        screen?.submit.isEnabled = false
        request = Task { [weak self, service] in
            do {
                let account = try await withTaskCancellationHandler {
                    try await service.signIn(Credentials(email: "ada@example.com"))
                } onCancel: { [weak self] in
                    Task { @MainActor in self?.cancellationsHeard += 1 }
                }
                let greeting = self?.loadsProfile == true ? try await service.loadProfile(of: account) : account.name
                guard !Task.isCancelled else { return }
                self?.showHome(greeting)
            } catch {
                guard !Task.isCancelled else { return }
                self?.showRetry()
            }
            self?.request = nil
            self?.screen?.submit.isEnabled = true
        }
    }

    private func showHome(_ greeting: String) {
        let home = UIViewController()
        home.title = "Home: \(greeting)"
        navigationController.pushViewController(home, animated: true)
    }

    private func showRetry() {
        let alert = UIAlertController(title: "Could not sign in", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Retry", style: .default) { [weak self] _ in
            self?.request = nil
            self?.signIn()
        })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        navigationController.present(alert, animated: true)
    }
}

/// A flow whose task captures it weakly and unwraps it before the wait or after it, and whose
/// deinit cancels the request, as lesson 8's rule 5 writes it.
@MainActor
private final class WaitingFlow {
    let service: HeldAuthService
    private var request: Task<Void, Never>?

    init(service: HeldAuthService) {
        self.service = service
    }

    func signIn(unwrappingBeforeTheWait: Bool) {
        request = Task { [weak self, service] in
            if unwrappingBeforeTheWait {
                guard let self else { return }
                _ = try? await service.signIn(Credentials(email: "before"))
                self.request = nil
            } else {
                _ = try? await service.signIn(Credentials(email: "after"))
                self?.request = nil
            }
        }
    }

    deinit {
        request?.cancel()
    }
}

/// The model drives a flow that waits on a service one step at a time: the service is a
/// `HeldCalls`, whose calls wait until the check answers them, and the model's main-actor turn
/// runs the app's tasks until each waits again, so a check never sleeps.
@MainActor
@Suite("Flows that wait: a held service answers when the check says, and the app's tasks run to their next wait")
struct HeldCallsTests {
    fileprivate let service = HeldAuthService()
    let reports = ModelReportLog()

    /// A started flow, its window, and its user.
    private func started() -> (SignInCoordinator, User, UIWindow) {
        let navigationController = UINavigationController(rootViewController: UIViewController())
        let window = UIWindow()
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
        let coordinator = SignInCoordinator(navigationController: navigationController, service: service)
        coordinator.start()
        let user = User(window: window)
        return (coordinator, user, window)
    }

    /// Apple, "Task": "A task runs … asynchronously" and "inherits the … actor context of the
    /// caller", so a `Task` made in a main-actor button action runs on the main actor once the
    /// action returns; Swift's `withCheckedThrowingContinuation` suspends it until the
    /// continuation is resumed, as a request in flight does until the server answers.
    @Test("A tap starts a request that waits: nothing moves until the check answers, then the push has happened")
    func answerLandsWithinTheCall() throws {
        let (coordinator, user, window) = started()
        user.tap("Sign In")
        #expect(service.signIns.waiting == [Credentials(email: "ada@example.com")])
        #expect(user.visibleViewController?.title == "Sign In")
        #expect(coordinator.request != nil)
        service.signIns.succeed(Account(name: "Ada"))
        #expect(user.visibleViewController?.title == "Home: Ada")
        #expect(user.visibleViewController?.isViewLoaded == true, "the push committed: the answer's turn ended")
        #expect(service.signIns.waiting.isEmpty)
        #expect(coordinator.request == nil)
        _ = window
    }

    /// Apple, "UIControl.isEnabled": a disabled control does not receive touches; the app
    /// disables Sign In while its request runs, so a second tap is refused, and the model says so.
    @Test("While the request waits, a disabled Sign In cannot be tapped again: one call is made")
    func disabledWhileWaiting() {
        let (coordinator, user, window) = started()
        user.tap("Sign In")
        reports.collect {
            _ = user.tap("Sign In")
        }
        #expect(service.signIns.made.count == 1)
        #expect(!reports.messages.isEmpty, "the model says why the second tap did nothing")
        _ = (coordinator, window)
    }

    /// A failed call throws the error the check gives, and the app's `catch` runs in the same turn.
    @Test("A failed request shows the app's alert; Retry makes a second call, which can succeed")
    func failureThenRetry() {
        let (coordinator, user, window) = started()
        user.tap("Sign In")
        service.signIns.fail(Offline())
        #expect(user.visibleViewController is UIAlertController)
        user.tap("Retry")
        #expect(service.signIns.made.count == 2)
        #expect(service.signIns.waiting.count == 1)
        service.signIns.succeed(Account(name: "Ada"))
        #expect(user.visibleViewController?.title == "Home: Ada")
        _ = (coordinator, window)
    }

    /// Swift, "withTaskCancellationHandler(operation:onCancel:isolation:)": "the cancellation
    /// handler is invoked immediately" when the task is cancelled while the operation runs, and
    /// "Task.cancel()": cancellation is cooperative, so the call must end itself; a held call ends
    /// at once with the cancellation error, and the app's handler has run.
    @Test("Back while the request waits cancels it: the call throws at once, nothing is pushed after, and a late answer finds nothing to answer")
    func backCancels() {
        let (coordinator, user, window) = started()
        user.tap("Sign In")
        #expect(user.tapBack())
        #expect(service.signIns.cancelled == [Credentials(email: "ada@example.com")])
        #expect(service.signIns.waiting.isEmpty)
        #expect(coordinator.cancellationsHeard == 1, "the app's own cancellation handler ran")
        reports.collect {
            service.signIns.succeed(Account(name: "Late"))
        }
        #expect(reports.messages.contains { $0.hasPrefix("No call to answer") })
        #expect(user.visibleViewController?.title != "Home: Late")
        _ = window
    }

    /// "Task.isCancelled" is true from the moment the task is cancelled: a call made by a task
    /// cancelled before it calls throws at once, as `Task.checkCancellation()` would.
    @Test("A call made by a task already cancelled throws at once and never waits")
    func cancelledBeforeTheCall() async {
        let task = Task { @MainActor in
            withUnsafeCurrentTask { $0?.cancel() }
            return try await service.signIns.call(Credentials(email: "x"))
        }
        let result = await task.result
        #expect(throws: CancellationError.self) { try result.get() }
        #expect(service.signIns.waiting.isEmpty)
        #expect(service.signIns.cancelled.count == 1)
    }

    /// Apple, "sleep(for:tolerance:clock:)": "If the task is canceled before the time ends, this
    /// function throws CancellationError"; a held call cancelled while it waits ends the same way,
    /// at once.
    @Test("A call cancelled while it waits throws CancellationError at once, as Task.sleep does")
    func cancelledWhileWaiting() async {
        let task = Task { @MainActor in
            try await service.signIns.call(Credentials(email: "x"))
        }
        await Task.yield()
        #expect(service.signIns.waiting.count == 1)
        task.cancel()
        let result = await task.result
        #expect(throws: CancellationError.self) { try result.get() }
        #expect(service.signIns.cancelled.count == 1)
    }

    /// The Swift Programming Language, "Capture Lists": "By default, a closure expression captures
    /// constants and variables from its surrounding scope with strong references", so a `guard let
    /// self` before the `await` holds the flow for the whole wait, while `self?` after it lets the
    /// flow go and its deinit cancel the call.
    @Test("A task that unwraps self before it waits keeps its flow until the answer; one that unwraps after lets it go, and deinit cancels the call", arguments: [true, false])
    func unwrappingSelfAroundTheWait(beforeTheWait: Bool) {
        var flow: WaitingFlow? = WaitingFlow(service: service)
        weak let released = flow
        flow?.signIn(unwrappingBeforeTheWait: beforeTheWait)
        MainTurn.end()
        #expect(service.signIns.waiting.count == 1)
        flow = nil
        MainTurn.end()
        #expect((released != nil) == beforeTheWait, "only a self unwrapped before the wait keeps the flow")
        #expect(service.signIns.cancelled.count == (beforeTheWait ? 0 : 1))
        if beforeTheWait {
            service.signIns.succeed(Account(name: "Ada"))
            #expect(released == nil, "the answer ends the task, and the flow goes with it")
        }
    }

    /// A service made with `URLError(.cancelled)` throws it, as `URLSession` does (Apple,
    /// "URLError.cancelled": "URLSession sends this error … when a task is canceled").
    @Test("A service can throw URLSession's cancellation error instead")
    func urlSessionCancellation() async {
        let calls = HeldCalls<Int, Int>(cancellationError: URLError(.cancelled))
        let task = Task { @MainActor in
            try await calls.call(1)
        }
        MainTurn.end()
        task.cancel()
        let result = await task.result
        #expect(throws: URLError.self) { try result.get() }
    }

    /// Each answer runs the app until its task waits again: a second request made right after
    /// the first answer is already waiting when `succeed` returns.
    @Test("Two requests in a row: the first answer leaves the second waiting, the second answer lands")
    func requestsInARow() {
        let (coordinator, user, window) = started()
        coordinator.loadsProfile = true
        user.tap("Sign In")
        service.signIns.succeed(Account(name: "Ada"))
        #expect(service.profiles.waiting == [Account(name: "Ada")])
        #expect(user.visibleViewController?.title == "Sign In")
        service.profiles.succeed("Welcome back, Ada")
        #expect(user.visibleViewController?.title == "Home: Welcome back, Ada")
        _ = window
    }

    /// Swift's SE-0338: a `nonisolated` async function runs on the global concurrent executor, and
    /// a detached task too, so the app's work leaves the main actor and comes back. The model keeps
    /// that work for the turn (`swift_task_enqueueGlobal_hook`), so it has landed when the answer
    /// returns, as it would a moment later on iOS.
    @Test("Work that leaves the main actor on its way (a nonisolated helper, a detached task) has landed when the answer returns")
    func workOffTheMainActor() {
        let root = UIViewController()
        let window = visibleWindow(root: root)
        let calls = service.signIns
        let box = Outcome()
        nonisolated func fetch(_ service: HeldAuthService) async throws -> Account {
            try await service.signIn(Credentials(email: "helper"))
        }
        root.addButtonForTest("Go") {
            Task { @MainActor in
                box.names.append(try await fetch(service).name)
            }
            Task.detached { @Sendable [service] in
                let account = try await service.signIn(Credentials(email: "detached"))
                await MainActor.run { box.names.append(account.name) }
            }
        }
        let user = User(window: window)
        user.tap("Go")
        #expect(calls.waiting.map(\.email).sorted() == ["detached", "helper"])
        calls.succeed(Account(name: "first"))
        calls.succeed(Account(name: "second"))
        #expect(box.names.sorted() == ["first", "second"])
        _ = window
    }

    /// Apple, "scene(_:willConnectTo:options:)": the scene delegate sets up the scene's content
    /// there; work it starts on the way (here a detached task, off the main actor) is the app's
    /// like a gesture's, so it has reached its wait when the launch returns.
    @Test("A request a scene starts as it connects, off the main actor, waits when the launch returns, and its answer lands")
    func requestAtLaunch() {
        final class LaunchingDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            let service: HeldAuthService
            let root = UIViewController()

            init(service: HeldAuthService) {
                self.service = service
                super.init()
            }

            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard let windowScene = scene as? UIWindowScene else { return }
                let window = UIWindow(windowScene: windowScene)
                window.rootViewController = root
                window.makeKeyAndVisible()
                self.window = window
                Task.detached { [service, root] in
                    let account = try await service.signIn(Credentials(email: "launch"))
                    await MainActor.run { root.title = account.name }
                }
            }
        }
        let delegate = LaunchingDelegate(service: service)
        let user = User.launch(sceneDelegate: delegate)
        #expect(user != nil)
        #expect(service.signIns.waiting == [Credentials(email: "launch")])
        service.signIns.succeed(Account(name: "Ada"))
        #expect(delegate.root.title == "Ada")
    }

    /// The issue's measure of determinism: the same check, run 200 times, gives the same result
    /// each time, with no sleep anywhere.
    @Test("A check that waits on a service, run 200 times, never flakes")
    func noFlakes() {
        var outcomes: [String: Int] = [:]
        for round in 0..<200 {
            let (coordinator, user, window) = started()
            coordinator.loadsProfile = round.isMultiple(of: 2)
            user.tap("Sign In")
            let waitedOnce = service.signIns.waiting.count
            service.signIns.succeed(Account(name: "Ada"))
            if coordinator.loadsProfile {
                service.profiles.succeed("Ada")
            }
            let outcome = "\(waitedOnce) \(user.visibleViewController?.title ?? "none") \(service.signIns.waiting.count) \(service.profiles.waiting.count)"
            outcomes[outcome, default: 0] += 1
            _ = window
        }
        #expect(outcomes == ["1 Home: Ada 0 0": 200])
    }
}
