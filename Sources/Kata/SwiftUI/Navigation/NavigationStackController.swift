/// The navigation controller a `NavigationStack` shows through, as SwiftUI does on iOS: its
/// screens are the stack's root and a page per value of the path, and when the user goes back
/// (the back button, a finished swipe) the path loses the values of the screens that left.
@MainActor
final class NavigationStackController: UINavigationController, EmbeddedScreen {
    /// Brings the pages' contents up to date.
    var refreshPages: () -> Void = {}
    /// Tells the stack how many screens are left after a pop it did not ask for.
    var didPop: (Int) -> Void = { _ in }
    /// Whether the stack itself is changing the screens, to follow its path.
    private var isFollowingPath = false
    /// The SwiftUI view it shows, for pictures and the journal.
    private let name: String

    /// A navigation controller for the SwiftUI view named `name`.
    init(name: String = "NavigationStack") {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Shows these pages, as the path says, animated once the stack is on screen; the journal
    /// names the action that ran in the turn the path changed, if any (a button's, for one).
    func follow(_ pages: [UIViewController]) {
        guard pages.count != viewControllers.count || zip(pages, viewControllers).contains(where: { $0 !== $1 }) else { return }
        isFollowingPath = true
        replaceWholeStack(pages, animated: !viewControllers.isEmpty, site: ViewAction.site)
        isFollowingPath = false
    }

    /// Named as the app's code names it.
    override var description: String {
        name
    }

    func refresh() {
        refreshPages()
    }

    override func popViewController(animated: Bool) -> UIViewController? {
        let popped = super.popViewController(animated: animated)
        reportPop()
        return popped
    }

    override func popToRootViewController(animated: Bool) -> [UIViewController]? {
        let popped = super.popToRootViewController(animated: animated)
        reportPop()
        return popped
    }

    override func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        let popped = super.popToViewController(viewController, animated: animated)
        reportPop()
        return popped
    }

    private func reportPop() {
        if !isFollowingPath {
            didPop(viewControllers.count)
        }
    }
}
