import Foundation

/// A container that shows one page at a time, which the user swipes between, as onboarding flows
/// do. Its data source gives the page before and after the current one; its delegate hears the
/// user's swipes. The model's user swipes with ``User/swipePage(forward:fileID:filePath:line:column:)``.
///
/// ```swift
/// let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
/// pages.dataSource = self
/// pages.setViewControllers([welcomePage], direction: .forward, animated: false)
/// ```
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    /// How pages change.
    public let transitionStyle: TransitionStyle
    /// Which way the user swipes.
    public let navigationOrientation: NavigationOrientation
    /// The object that gives the pages around the current one; held weakly, as in UIKit.
    open weak var dataSource: (any UIPageViewControllerDataSource)?
    /// The object told about the user's swipes; held weakly, as in UIKit.
    open weak var delegate: (any UIPageViewControllerDelegate)?

    /// Creates a page container.
    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation, options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a container from an archive; archives are not supported, so this returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The pages shown: the current one.
    open var viewControllers: [UIViewController]? {
        children
    }

    /// Shows pages, replacing the current one; the completion runs when the turn ends.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        for old in children where !(viewControllers ?? []).contains(where: { $0 === old }) {
            old.willMove(toParent: nil)
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
        }
        for page in viewControllers ?? [] where page.parent !== self {
            addChild(page)
            view.addSubview(page.view)
            page.didMove(toParent: self)
        }
        MainQueue.complete(completion, finished: true)
    }

    /// The current page's neighbour the user's swipe goes to, from the data source.
    func neighbour(forward: Bool) -> UIViewController? {
        guard let current = children.first, let dataSource else { return nil }
        return forward
            ? dataSource.pageViewController(self, viewControllerAfter: current)
            : dataSource.pageViewController(self, viewControllerBefore: current)
    }
}
