/// The object that gives a page container the pages around the current one.
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: NSObjectProtocol {
    /// The page before `viewController`, or `nil` at the first.
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController?
    /// The page after `viewController`, or `nil` at the last.
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController?
    /// How many pages the page indicator shows.
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// Which page the page indicator marks.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    /// No page indicator.
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    /// The first page.
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}
