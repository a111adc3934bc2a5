/// The sheet swipe that the user starts and then abandons.
extension UIViewController {
    /// Plays a swipe down that stops short: the sheet starts to leave, then settles back.
    ///
    /// The presentation controller's delegate has already heard `presentationControllerWillDismiss`;
    /// it never hears `presentationControllerDidDismiss`. The sheet's screens get
    /// `viewWillDisappear`, then `viewWillAppear` and `viewDidAppear`; the presenter, which a sheet
    /// leaves on screen, gets nothing. Nothing is dismissed.
    func cancelInteractiveDismissal(site: CallSite) {
        guard let presenter = presentingStorage else { return }
        record(.gesture, "user starts swiping \(self) down, then lets go: the sheet springs back", at: site)
        let screens = visibleTree
        let coordinator = TransitionCoordinator(from: self, to: presenter, interactive: true)
        coordinator.attach(to: [self, presenter] + screens)
        for screen in screens {
            screen.isBeingDismissed = true
            screen.appearanceState = .disappearing
            screen.viewWillDisappear(true)
            screen.isBeingDismissed = false
        }
        coordinator.cancel()
        for screen in screens {
            screen.appearanceState = .appearing
            screen.viewWillAppear(true)
            screen.appearanceState = .appeared
            screen.viewDidAppear(true)
        }
        coordinator.finish()
    }
}
