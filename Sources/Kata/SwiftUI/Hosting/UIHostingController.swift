/// A view controller that shows a SwiftUI view, so UIKit code can push, present or embed it.
///
/// As on iOS, the view is evaluated when the controller's view loads, and the navigation title
/// of the view goes to the controller's `navigationItem`. `@Environment(\.dismiss)` inside
/// dismisses the controller when it is presented, and pops it when it is pushed.
///
/// ```swift
/// let welcome = UIHostingController(rootView: WelcomeView(onStart: { [weak self] in self?.showAccount() }))
/// navigationController.pushViewController(welcome, animated: true)
/// ```
@preconcurrency @MainActor
open class UIHostingController<Content: View>: UIViewController, ShowsSwiftUI {
    /// The SwiftUI view shown; setting it shows the new view, keeping the state of the views
    /// that keep their place.
    public var rootView: Content {
        didSet {
            graph?.replaceRootView(rootView)
        }
    }

    private var graph: ViewGraph?

    /// Creates a controller that shows a view.
    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller from an archive; archives are not supported, so this returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Evaluates the SwiftUI view and shows it.
    open override func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
        var environment = EnvironmentValues()
        environment.dismiss = DismissAction { [weak self] in
            self?.dismissFromSwiftUI()
        }
        graph = ViewGraph(rootView: rootView, environment: environment) { [weak self] in
            self?.showTree()
        }
        showTree()
    }

    /// The views appear with the controller.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        graph?.root.screenDidAppear()
    }

    /// A sheet the view asked for before the controller was on screen is presented now.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        showTree()
    }

    /// The views disappear with the controller.
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        graph?.root.screenDidDisappear()
    }

    /// Puts the tree's UIKit views in the controller's view, and its title in the navigation item.
    private func showTree() {
        if let root = graph?.root {
            ScreenContent.show(root, in: self)
        }
    }

    /// Hands a link the user opened to every `onOpenURL` in the tree.
    func openURL(_ url: URL) {
        loadViewIfNeeded()
        for action in graph?.root.traitsInSubtree(\.openURLActions) ?? [] {
            action(url)
        }
    }

    /// Hands a user activity to every `onContinueUserActivity` in the tree for its type.
    func continueUserActivity(_ activity: NSUserActivity) {
        loadViewIfNeeded()
        for handler in graph?.root.traitsInSubtree(\.userActivityActions) ?? [] where handler.type == activity.activityType {
            handler.action(activity)
        }
    }

    /// What `dismiss` does here: dismisses a presentation this controller is the root of, or pops
    /// this controller from its navigation stack.
    private func dismissFromSwiftUI() {
        if presentingViewController != nil, containmentRoot === self || navigationController?.viewControllers.first === self {
            dismiss(animated: true)
        } else if let navigationController, let index = navigationController.viewControllers.firstIndex(where: { $0 === self }), index > 0 {
            navigationController.popToViewController(navigationController.viewControllers[index - 1], animated: true)
        }
    }
}
