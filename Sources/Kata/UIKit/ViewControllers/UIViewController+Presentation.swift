/// Presenting and dismissing controllers modally.
extension UIViewController {
    // MARK: - The presentation chain

    /// The controller presented by this controller or by one of its containers.
    public var presentedViewController: UIViewController? {
        var current: UIViewController? = self
        while let controller = current {
            if let presented = controller.presentedStorage {
                return presented
            }
            current = controller.parent
        }
        return nil
    }

    /// The controller that presented this controller or the nearest of its containers.
    public var presentingViewController: UIViewController? {
        var current: UIViewController? = self
        while let controller = current {
            if let presenting = controller.presentingStorage {
                return presenting
            }
            current = controller.parent
        }
        return nil
    }

    /// The presentation controller of this controller's presentation, or of the nearest presented container.
    ///
    /// Before the controller is presented, this is the one its presentation will use, so a
    /// delegate can be set ahead of `present`.
    public var presentationController: UIPresentationController? {
        var current: UIViewController? = self
        while let controller = current {
            if controller.presentingStorage != nil {
                return controller.ownPresentationController
            }
            current = controller.parent
        }
        return ownPresentationController
    }

    // MARK: - Presenting and dismissing

    /// Presents a controller as `present(_:animated:completion:)` does.
    func performPresentation(
        of viewControllerToPresent: UIViewController,
        animated flag: Bool,
        completion: (() -> Void)?,
        site: CallSite?
    ) {
        let presented = viewControllerToPresent
        let context = containmentRoot
        if presented === self || presented === context || isDescendantInContainment(of: presented) {
            reportMisuse("Tried to present \(presented) from \(self), which is itself or inside it. UIKit raises an exception for this.", at: site)
            return
        }
        if presented.parent != nil || presented.presentingStorage != nil || presented.windowHost != nil {
            reportMisuse("Tried to present \(presented), but it is already \(presented.placeDescription). UIKit raises an exception for this. Present a controller that is not shown anywhere else, such as a new one.", at: site)
            return
        }
        guard let window = context.hostWindow else {
            reportMisuse("Tried to present \(presented) from \(self), whose view is not in the window hierarchy. UIKit refuses and prints a warning. Present from a controller that is on screen, such as the navigation controller your coordinator shows.", at: site)
            return
        }
        if let current = context.presentedStorage {
            if current.isBeingDismissed {
                reportMisuse("Tried to present \(presented) from \(self) while \(current) is still being dismissed. UIKit refuses and prints a warning (\"Attempt to present … while a presentation is in progress\"): an animated dismissal ends after your code returns. Present in the completion of dismiss(animated:completion:).", at: site)
            } else {
                reportMisuse("Tried to present \(presented) from \(self), which is already presenting \(current). UIKit refuses and prints a warning. Dismiss \(current) first, and present in its completion, or present from \(current).", at: site)
            }
            return
        }
        if presented.presentationStorage == nil {
            presented.presentationStorage = presented.makePresentationController(presenting: context, source: self)
        }
        let presentation = presented.ownPresentationController
        record(.present, "present \(presented) (\(presented.presentationStyleInEffect.resolved)) from \(context)", at: site)
        presentation.presentingStorage = context
        context.presentedStorage = presented
        presented.presentingStorage = context
        presented.isBeingPresented = true
        let coordinator = flag ? TransitionCoordinator(from: context, to: presented, interactive: false) : nil
        coordinator?.attach(to: [presented, context])
        presentation.beginPresentationTransition(in: window)
        MainTurn.schedule(in: window) {
            AppearanceTransition.begin(in: presented.hostWindow, animated: flag).end()
            presented.isBeingPresented = false
            coordinator?.finish()
            presentation.presentationTransitionDidEnd(true)
            completion?()
        }
    }

    /// Dismisses as `dismiss(animated:completion:)` does.
    func performDismissal(animated flag: Bool, completion: (() -> Void)?, site: CallSite?) {
        let context = containmentRoot
        let bottom = context.presentedStorage ?? (context.presentingStorage != nil ? context : nil)
        guard let bottom else {
            record(.dismiss, "dismiss from \(self) did nothing: nothing is presented", at: site)
            return
        }
        guard !bottom.isBeingDismissed else {
            record(.dismiss, "dismiss from \(self) did nothing: \(bottom) is already being dismissed", at: site)
            return
        }
        dismissChain(from: bottom, animated: flag, interactive: false, site: site, completion: completion)
    }

    // MARK: - Internal

    /// The style this controller is or will be presented in: its presentation controller's, once
    /// that exists, else its own `modalPresentationStyle`.
    var presentationStyleInEffect: UIModalPresentationStyle {
        presentationStorage?.presentationStyle ?? modalPresentationStyle
    }

    /// The presentation controller this controller uses when presented, created on first use
    /// (read before `present`, it is made with no presenter yet, this controller as the source).
    var ownPresentationController: UIPresentationController {
        if let presentationStorage {
            return presentationStorage
        }
        let created = makePresentationController(presenting: presentingStorage, source: presentingStorage ?? self)
        presentationStorage = created
        return created
    }

    /// A new presentation controller for this controller's style: for `.custom`, the
    /// transitioning delegate's when it gives one, asked once per presentation.
    func makePresentationController(presenting: UIViewController?, source: UIViewController) -> UIPresentationController {
        if modalPresentationStyle == .custom,
           let custom = transitioningDelegate?.presentationController(forPresented: self, presenting: presenting, source: source) {
            return custom
        }
        return modalPresentationStyle.isSheet
            ? UISheetPresentationController(presentedViewController: self, presenting: nil)
            : UIPresentationController(presentedViewController: self, presenting: nil)
    }

    /// Dismisses `bottom` and every controller presented above it: at once when not animated,
    /// at the end of the turn when animated (until then they are still presented, and being
    /// dismissed); the appearance callbacks and `completion` always wait for the end of the turn.
    ///
    /// - Parameter coordinator: The coordinator of the user's swipe, already under way; its
    ///   interaction ends (not cancelled) when the transition commits.
    func dismissChain(
        from bottom: UIViewController,
        animated: Bool,
        interactive: Bool,
        coordinator swipe: TransitionCoordinator? = nil,
        site: CallSite?,
        completion: (() -> Void)? = nil
    ) {
        guard let presenter = bottom.presentingStorage else { return }
        var chain = [bottom]
        while let above = chain.last?.presentedStorage {
            chain.append(above)
        }
        let summary = chain.count == 1 ? "\(bottom)" : chain.map(\.description).joined(separator: ", ")
        record(.dismiss, "\(interactive ? "user swipes down" : "dismiss") \(summary)", at: site)
        guard let window = presenter.hostWindow ?? presenter.strandedIn else {
            presenter.presentedStorage = nil
            let presentations = chain.compactMap(\.presentationStorage)
            presentations.forEach { $0.dismissalTransitionWillBegin() }
            Self.unlink(chain)
            presentations.forEach { $0.endDismissalTransition(completed: true) }
            completion?()
            return
        }
        chain.forEach { $0.isBeingDismissed = true }
        let coordinator = animated ? swipe ?? TransitionCoordinator(from: chain.last, to: presenter, interactive: interactive) : nil
        coordinator?.attach(to: [chain.last, presenter] + chain)
        let presentations = chain.compactMap(\.presentationStorage)
        presentations.forEach { $0.dismissalTransitionWillBegin() }
        if !animated {
            presenter.presentedStorage = nil
        }
        MainTurn.schedule(in: window) {
            if presenter.presentedStorage === bottom {
                presenter.presentedStorage = nil
            }
            coordinator?.endInteraction()
            AppearanceTransition.begin(in: window, animated: animated).end()
            Self.unlink(chain)
            coordinator?.finish()
            presentations.forEach { $0.endDismissalTransition(completed: true) }
            window.releaseEndedStrands()
            completion?()
        }
    }

    /// Cuts the presentation links of a dismissed chain, whose presenter has let go of it already;
    /// a custom presentation's controller goes too, so the next presentation asks for a new one.
    private static func unlink(_ chain: [UIViewController]) {
        for controller in chain {
            controller.isBeingDismissed = false
            controller.presentingStorage = nil
            controller.presentedStorage = nil
            if controller.modalPresentationStyle == .custom {
                controller.presentationStorage = nil
            }
        }
    }
}
