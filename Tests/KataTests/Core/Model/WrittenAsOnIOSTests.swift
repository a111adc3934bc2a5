import Kata
import Testing

// This file imports only Kata, as an iOS file imports only UIKit: everything it uses must come
// from that one import.

/// A navigation delegate written as on iOS: an NSObject subclass, with nothing but `import Kata`.
@MainActor
private final class PopObserver: NSObject, UINavigationControllerDelegate {
    var shown: [String] = []

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        shown.append(viewController.title ?? "?")
    }
}

/// A navigation controller subclass as iOS apps write them: UIKit's exact signatures, `super` called.
@MainActor
private final class LoggingNavigationController: UINavigationController {
    var calls: [String] = []
    var refusesPushes = false

    override func pushViewController(_ viewController: UIViewController, animated: Bool) {
        calls.append("push \(viewController.title ?? "?")")
        guard !refusesPushes else { return }
        super.pushViewController(viewController, animated: animated)
    }

    override func popViewController(animated: Bool) -> UIViewController? {
        calls.append("pop")
        return super.popViewController(animated: animated)
    }

    override func popToRootViewController(animated: Bool) -> [UIViewController]? {
        calls.append("popToRoot")
        return super.popToRootViewController(animated: animated)
    }

    override func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        calls.append("set \(viewControllers.count)")
        super.setViewControllers(viewControllers, animated: animated)
    }

    override func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        calls.append("present")
        super.present(viewControllerToPresent, animated: flag, completion: completion)
    }

    override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        calls.append("dismiss")
        super.dismiss(animated: flag, completion: completion)
    }
}

/// The spy-router pattern: a protocol with UIKit's own signatures, which UINavigationController
/// satisfies with an empty extension, so a test can hand code a spy instead.
@MainActor
private protocol StackNavigating: AnyObject {
    func pushViewController(_ viewController: UIViewController, animated: Bool)
    func popViewController(animated: Bool) -> UIViewController?
    func setViewControllers(_ viewControllers: [UIViewController], animated: Bool)
    func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)?)
    func dismiss(animated flag: Bool, completion: (() -> Void)?)
}

extension UINavigationController: StackNavigating {}

/// A screen with its own initializer, as iOS requires it: `super.init(nibName:bundle:)`.
@MainActor
private final class GreetingViewController: UIViewController {
    let name: String

    init(name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        nil
    }
}

/// A screen that overrides the designated initializers, and so inherits `init()`.
@MainActor
private final class PlainViewController: UIViewController {
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        title = "Plain"
    }

    required init?(coder: NSCoder) {
        nil
    }
}

/// A sign-in screen laid out as iOS screens are: Auto Layout anchors, a stack view, fonts,
/// colours, a rounded button, and an alert before signing out.
@MainActor
private final class ProfileScreen: UIViewController {
    var signedOut = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let name = UILabel()
        name.text = "Ada"
        name.font = .preferredFont(forTextStyle: .headline)
        name.textColor = .secondaryLabel
        name.textAlignment = .center
        name.numberOfLines = 0
        let signOut = UIButton(type: .system)
        signOut.setTitle("Sign Out", for: .normal)
        signOut.setTitleColor(.systemRed, for: .normal)
        signOut.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
        signOut.layer.cornerRadius = 8
        signOut.layer.borderColor = UIColor.systemRed.withAlphaComponent(0.5).cgColor
        signOut.addAction(UIAction { [weak self] _ in self?.confirmSignOut() }, for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [name, signOut])
        stack.axis = .vertical
        stack.spacing = 12
        stack.alignment = .center
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            signOut.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
            signOut.widthAnchor.constraint(equalTo: stack.widthAnchor, multiplier: 0.5),
        ])
        name.setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    private func confirmSignOut() {
        let alert = UIAlertController(title: "Sign out?", message: "You can sign in again at any time.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Sign Out", style: .destructive) { [weak self] _ in self?.signedOut += 1 })
        present(alert, animated: true)
    }
}

/// A view that counts what is added to it, overriding `addSubview(_:)` as on iOS.
@MainActor
private final class CountingView: UIView {
    var added = 0

    override func addSubview(_ view: UIView) {
        added += 1
        super.addSubview(view)
    }
}

/// A screen with a title, as a test needs one.
@MainActor
private func screen(_ title: String) -> UIViewController {
    let controller = UIViewController()
    controller.title = title
    return controller
}

@MainActor
@Suite("Code written for iOS compiles and runs with import Kata in place of import UIKit")
struct WrittenAsOnIOSTests {
    @Test("Foundation comes with the import: NSObject, URL, Date")
    func foundationIsReExported() {
        let observer = PopObserver()
        let first = UIViewController()
        first.title = "First"
        let navigationController = UINavigationController(rootViewController: first)
        navigationController.delegate = observer
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
        let second = UIViewController()
        second.title = "Second"
        navigationController.pushViewController(second, animated: true)
        MainTurn.end()
        #expect(observer.shown == ["First", "Second"], "the delegate hears the first screen too, when the stack appears")
        #expect(URL(string: "katashop://orders/7")?.host == "orders")
        #expect(Date(timeIntervalSince1970: 0) < Date())
    }

    @Test("A subclass overrides push, pop and friends with UIKit's signatures; app calls and the user's gestures reach the overrides, and the journal names the app's line")
    func subclassOverrides() {
        let navigationController = LoggingNavigationController(rootViewController: screen("A"))
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
        let user = User(window: window)
        let asCoordinatorsHoldIt: UINavigationController = navigationController
        navigationController.pushViewController(screen("B"), animated: true)
        asCoordinatorsHoldIt.pushViewController(screen("C"), animated: true)
        user.tapBack()
        user.swipeBack()
        navigationController.setViewControllers([screen("D"), screen("E")], animated: false)
        _ = navigationController.popToRootViewController(animated: true)
        asCoordinatorsHoldIt.present(screen("Sheet"), animated: true)
        asCoordinatorsHoldIt.dismiss(animated: true)
        #expect(navigationController.calls == ["push B", "push C", "pop", "pop", "set 2", "popToRoot", "present", "dismiss"])
        #expect(navigationController.viewControllers.map(\.title) == ["D"])
        let pushes = user.journal.entries.filter { $0.kind == .push }
        #expect(pushes.count == 2)
        #expect(pushes.allSatisfy { $0.callSite?.fileName == "WrittenAsOnIOSTests.swift" })
        #expect(user.journal.entries.contains { $0.summary.hasPrefix("user swipes back") })
    }

    @Test("An override that does not call super stops the push")
    func overrideWithoutSuper() {
        let navigationController = LoggingNavigationController(rootViewController: screen("A"))
        navigationController.refusesPushes = true
        navigationController.pushViewController(screen("B"), animated: false)
        #expect(navigationController.viewControllers.map(\.title) == ["A"])
        #expect(navigationController.calls == ["push B"])
    }

    @Test("A protocol with UIKit's signatures is satisfied by an empty extension, and calls through it navigate")
    func protocolByEmptyExtension() {
        let navigationController = UINavigationController(rootViewController: screen("A"))
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
        let navigator: any StackNavigating = navigationController
        navigator.pushViewController(screen("B"), animated: true)
        #expect(navigationController.viewControllers.map(\.title) == ["A", "B"])
        #expect(navigator.popViewController(animated: true)?.title == "B")
        navigator.present(screen("Sheet"), animated: true, completion: nil)
        #expect(navigationController.presentedViewController?.title == "Sheet")
        navigator.dismiss(animated: true, completion: nil)
        MainTurn.end()
        #expect(navigationController.presentedViewController == nil)
    }

    @Test("Initializers as on iOS: super.init(nibName:bundle:) in a screen's own, and init() inherited by a screen that overrides the designated ones")
    func initializers() {
        #expect(GreetingViewController(name: "Ada").name == "Ada")
        #expect(PlainViewController().title == "Plain")
        #expect(UINavigationController().viewControllers.isEmpty)
        #expect(UITabBarController().viewControllers == nil)
    }

    @Test("A screen laid out with anchors, a stack view, fonts and colours works; the user taps through an alert")
    func everydayViewCode() {
        let profile = ProfileScreen()
        let navigationController = UINavigationController(rootViewController: profile)
        navigationController.navigationBar.prefersLargeTitles = true
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
        let user = User(window: window)
        #expect(user.visibleTexts == ["Ada"])
        #expect(user.tap("Sign Out"))
        #expect(user.visibleViewController is UIAlertController)
        #expect(user.visibleTexts == ["Sign out?", "You can sign in again at any time."])
        #expect(!user.swipeDown(), "an alert cannot be swiped away")
        #expect(user.tap("Cancel"))
        #expect(profile.signedOut == 0)
        #expect(user.tap("Sign Out"))
        #expect(user.tap("Sign Out"))
        #expect(profile.signedOut == 1)
        #expect(user.visibleViewController === profile)
    }

    @Test("A hidden navigation bar hides the back button; UIApplication.shared lists the scenes that connected")
    func barsAndApplication() {
        let navigationController = UINavigationController(rootViewController: screen("A"))
        navigationController.pushViewController(screen("B"), animated: false)
        navigationController.setNavigationBarHidden(true, animated: false)
        let user = User(window: {
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = navigationController
            window.makeKeyAndVisible()
            return window
        }())
        #expect(!user.availableGestures.contains(.tapBack))
        navigationController.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0)
        navigationController.tabBarItem.imageInsets = UIEdgeInsets(top: 6, left: 0, bottom: -6, right: 0)
        #expect(navigationController.tabBarItem.imageInsets.top == 6)
        let scene = UIWindowScene(session: UISceneSession(), connectionOptions: UIScene.ConnectionOptions())
        let window = UIWindow(windowScene: scene)
        #expect(UIApplication.shared.connectedScenes.contains(scene))
        #expect(UIApplication.shared.windows.contains { $0 === window })
        #expect(!UIApplication.shared.canOpenURL(URL(fileURLWithPath: "/")))
    }

    @Test("A view subclass overrides addSubview(_:) with UIKit's signature; calls reach it once, and super adds the view")
    func addSubviewOverride() {
        let container = CountingView()
        let asAnyView: UIView = container
        container.addSubview(UILabel())
        asAnyView.addSubview(UIButton(type: .system))
        #expect(container.added == 2)
        #expect(container.subviews.count == 2)
    }
}
