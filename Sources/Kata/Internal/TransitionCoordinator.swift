/// The model's transition coordinator: it lives for one animated transition, then lets go.
///
/// It holds its controllers weakly: what keeps them alive during a transition is the container
/// or the pending transition, so a window let go before its turn ends leaks nothing.
@MainActor
final class TransitionCoordinator: UIViewControllerTransitionCoordinator, UIViewControllerTransitionCoordinatorContext {
    let isAnimated = true
    let isInteractive: Bool
    private(set) var isCancelled = false
    private weak var from: UIViewController?
    private weak var to: UIViewController?
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var participants: [WeakController] = []

    /// Creates a coordinator for a transition from one controller to another.
    init(from: UIViewController?, to: UIViewController?, interactive: Bool) {
        self.from = from
        self.to = to
        self.isInteractive = interactive
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: from
        case .to: to
        default: nil
        }
    }

    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animation?(self)
        if let completion {
            completions.append(completion)
        }
        return true
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        if isInteractive {
            interactionHandlers.append(handler)
        }
    }

    /// The user's finger leaves the screen: tells those who asked, once, whether the transition goes on or is undone.
    func endInteraction() {
        let handlers = interactionHandlers
        interactionHandlers = []
        for handler in handlers {
            handler(self)
        }
    }

    /// Makes the coordinator visible through `transitionCoordinator` of each controller.
    func attach(to controllers: [UIViewController?]) {
        for controller in controllers.compactMap({ $0 }) where controller.activeTransition == nil {
            controller.activeTransition = self
            participants.append(WeakController(controller))
        }
    }

    /// Marks the transition as undone by the user.
    func cancel() {
        isCancelled = true
    }

    /// Runs the completion blocks, detaches from the controllers and lets go of them.
    func finish() {
        let pending = completions
        completions = []
        for completion in pending {
            completion(self)
        }
        for controller in participants.compactMap(\.controller) where controller.activeTransition === self {
            controller.activeTransition = nil
        }
        participants = []
        from = nil
        to = nil
    }
}
