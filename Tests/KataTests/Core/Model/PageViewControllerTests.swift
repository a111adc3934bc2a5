import Foundation
import Kata
import Testing

/// An onboarding flow of three pages, the last with a button that ends it, as coordinator
/// samples build onboarding.
private final class OnboardingPages: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    let pages: [UIViewController]
    let container = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    private(set) var shownIndex = 0
    var onFinish: () -> Void = {}

    override init() {
        pages = ["Welcome", "Privacy", "Ready"].map { title in
            let page = UIViewController()
            page.title = title
            let label = UILabel()
            label.text = title
            page.view.addSubview(label)
            return page
        }
        super.init()
        let finish = UIButton(type: .system, primaryAction: UIAction(title: "Start") { [weak self] _ in self?.onFinish() })
        pages[2].view.addSubview(finish)
        container.dataSource = self
        container.delegate = self
        container.setViewControllers([pages[0]], direction: .forward, animated: false)
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        pages.firstIndex(of: viewController).flatMap { $0 > 0 ? pages[$0 - 1] : nil }
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        pages.firstIndex(of: viewController).flatMap { $0 < pages.count - 1 ? pages[$0 + 1] : nil }
    }

    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool, previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        if completed, let current = pageViewController.viewControllers?.first, let index = pages.firstIndex(of: current) {
            shownIndex = index
        }
    }
}

@MainActor
@Suite("UIKit: pages the user swipes between")
struct PageViewControllerTests {
    /// Apple, "UIPageViewController": the data source's `pageViewController(_:viewControllerAfter:)`
    /// gives the next page, nil at the end; the delegate hears `willTransitionTo` and
    /// `didFinishAnimating(_:previousViewControllers:transitionCompleted:)` for gesture-driven changes.
    @Test("The user swipes through onboarding pages, cannot go past the last, and its button ends the flow")
    func swipeThroughPages() {
        let onboarding = OnboardingPages()
        var finished = false
        onboarding.onFinish = { finished = true }
        let user = User(window: visibleWindow(root: onboarding.container))
        #expect(user.visibleTexts == ["Welcome"])
        #expect(!user.swipePage(forward: false), "there is no page before the first")
        #expect(user.swipePage())
        #expect(user.visibleTexts == ["Privacy"])
        #expect(onboarding.shownIndex == 1)
        #expect(user.swipePage())
        #expect(!user.swipePage(), "there is no page after the last")
        user.tap("Start")
        #expect(finished)
        #expect(onboarding.pages[0].viewIfLoaded?.window == nil, "a page swiped away leaves the screen")
    }
}
