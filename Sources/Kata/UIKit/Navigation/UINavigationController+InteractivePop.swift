/// The back swipe that the user starts and then abandons.
extension UINavigationController {
    /// Plays a back swipe that stops short: the screen below starts to appear, then the top one comes back.
    ///
    /// UIKit calls `willShow` for the screen below but never `didShow`; the top controller gets
    /// `viewWillDisappear` then `viewWillAppear`/`viewDidAppear`, and the one below
    /// `viewWillAppear` then `viewWillDisappear`/`viewDidDisappear`. While the swipe is under way,
    /// `viewControllers` lacks the top controller; when the user lets go, the stack is as before.
    func cancelInteractivePop(site: CallSite) {
        guard children.count > 1, let top = children.last else { return }
        let below = children[children.count - 2]
        record(.gesture, "user starts swiping back from \(top), then lets go: the swipe is cancelled", at: site)
        let coordinator = TransitionCoordinator(from: top, to: below, interactive: true)
        coordinator.attach(to: [self, top, below])
        stackDuringInteractivePop = Array(children.dropLast())
        delegate?.navigationController(self, willShow: below, animated: true)
        top.isMovingFromParent = true
        top.appearanceState = .disappearing
        top.viewWillDisappear(true)
        below.loadViewIfNeeded()
        below.appearanceState = .appearing
        below.viewWillAppear(true)
        coordinator.cancel()
        coordinator.endInteraction()
        stackDuringInteractivePop = nil
        below.appearanceState = .disappearing
        below.viewWillDisappear(true)
        below.appearanceState = .disappeared
        below.viewDidDisappear(true)
        top.isMovingFromParent = false
        top.appearanceState = .appearing
        top.viewWillAppear(true)
        top.appearanceState = .appeared
        top.viewDidAppear(true)
        coordinator.finish()
    }
}
