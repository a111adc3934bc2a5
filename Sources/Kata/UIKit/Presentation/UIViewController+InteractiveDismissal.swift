/// The sheet swipe that the user starts, then finishes or abandons.
extension UIViewController {
    /// The user's finger starts to drag the sheet down: from now until the finger lifts, the
    /// sheet's screens and its presenter have an interactive transition coordinator, so the
    /// presentation controller's delegate can use it in `presentationControllerWillDismiss`, as
    /// Apple's documentation of that method says ("set up animations or interaction
    /// notifications with the presentationController's transitionCoordinator").
    func beginInteractiveDismissal() -> TransitionCoordinator {
        let coordinator = TransitionCoordinator(from: self, to: presentingStorage, interactive: true)
        coordinator.attach(to: [self, presentingStorage] + visibleTree)
        return coordinator
    }

    /// Plays a swipe down that stops short: the sheet starts to leave, then settles back.
    ///
    /// The presentation controller's delegate has already heard `presentationControllerWillDismiss`;
    /// it never hears `presentationControllerDidDismiss`. The sheet's screens get
    /// `viewWillDisappear`, then `viewWillAppear` and `viewDidAppear`; the presenter, which a sheet
    /// leaves on screen, gets nothing. When the finger lifts, the coordinator tells those who
    /// asked that the transition was cancelled. Nothing is dismissed.
    func cancelInteractiveDismissal(coordinator: TransitionCoordinator, site: CallSite) {
        guard presentingStorage != nil else { return }
        record(.gesture, "user starts swiping \(self) down, then lets go: the sheet springs back", at: site)
        let screens = visibleTree
        presentationStorage?.dismissalTransitionWillBegin()
        for screen in screens {
            screen.isBeingDismissed = true
            screen.appearanceState = .disappearing
            screen.viewWillDisappear(true)
            screen.isBeingDismissed = false
        }
        coordinator.cancel()
        coordinator.endInteraction()
        for screen in screens {
            screen.appearanceState = .appearing
            screen.viewWillAppear(true)
            screen.appearanceState = .appeared
            screen.viewDidAppear(true)
        }
        coordinator.finish()
        presentationStorage?.endDismissalTransition(completed: false)
    }
}
