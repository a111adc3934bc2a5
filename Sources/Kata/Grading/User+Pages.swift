import Foundation

/// Swiping between the pages of a page container.
extension User {
    /// Swipes to the next page (or, with `forward: false`, the previous one) of the page container
    /// on screen, as a finger does: the container asks its data source for that page, tells its
    /// delegate `willTransitionTo`, shows the page, then tells `didFinishAnimating`. At the first
    /// or last page nothing happens, and the result is `false`.
    @discardableResult
    public func swipePage(
        forward: Bool = true,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Bool {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        beginAction()
        defer { MainTurn.endGesture() }
        let direction = forward ? "next" : "previous"
        guard let pages = window.touchableControllers.last(where: { $0 is UIPageViewController }) as? UIPageViewController else {
            fail("The user could not swipe to the \(direction) page: there is no page container (UIPageViewController) on the visible screen, \(screenName).", at: site)
            return false
        }
        let previous = pages.children
        guard let page = pages.neighbour(forward: forward) else {
            record("user swipes to the \(direction) page on \(screenName): there is none, the data source gave nil", at: site)
            return false
        }
        record("user swipes to the \(direction) page, \(page)", at: site)
        pages.delegate?.pageViewController(pages, willTransitionTo: [page])
        pages.setViewControllers([page], direction: forward ? .forward : .reverse, animated: true)
        pages.delegate?.pageViewController(pages, didFinishAnimating: true, previousViewControllers: previous, transitionCompleted: true)
        return true
    }
}
