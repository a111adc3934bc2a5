/// Changing the stack as UIKit does: the stack at once, the transition when the turn ends.
extension UINavigationController {
    /// What changed in an on-screen stack since the last transition, waiting for the end of the turn.
    struct PendingStackChange {
        /// The top the user saw when the turn began.
        let oldTop: UIViewController?
        /// The controllers that left the stack this turn; they keep their parent until the transition.
        var removed: [UIViewController]
        /// The controllers that joined the stack this turn.
        var added: [UIViewController]
        /// Whether the last change was animated.
        var animated: Bool
        /// Whether the change is the user's back swipe.
        var interactive: Bool
        /// The transition coordinator, available from the first animated change that moved the top.
        var coordinator: TransitionCoordinator?
    }

    /// Moves from the current stack to `newStack`: the stack changes at once; off screen, that is
    /// all, and on screen the transition (views loading, appearance callbacks, the delegate's
    /// `willShow`/`didShow`, `didMove(toParent:)`) waits for the end of the turn, as on a device.
    func replaceStack(
        with newStack: [UIViewController],
        animated: Bool,
        kind: TransitionJournal.Kind,
        site: CallSite?,
        interactive: Bool = false
    ) {
        let oldTop = children.last
        let exchange = childExchange(to: newStack)
        record(kind, journalSummary(kind: kind, exchange: exchange, newStack: newStack, interactive: interactive), at: site)
        guard let window = hostWindow, pendingStackChange != nil || window.onScreen.contains(where: { $0.controller === self }) else {
            exchangeChildren(exchange, newChildren: newStack) {}
            return
        }
        beginExchange(exchange, newChildren: newStack)
        var change = pendingStackChange ?? PendingStackChange(
            oldTop: oldTop, removed: [], added: [], animated: animated, interactive: interactive, coordinator: nil
        )
        change.added = change.added.filter { added in !exchange.removed.contains { $0 === added } } + exchange.added
        change.removed = change.removed.filter { removed in !exchange.added.contains { $0 === removed } } + exchange.removed
        change.animated = animated
        change.interactive = change.interactive || interactive
        if change.coordinator == nil, animated, change.oldTop !== newStack.last {
            let coordinator = TransitionCoordinator(from: change.oldTop, to: newStack.last, interactive: change.interactive)
            coordinator.attach(to: [self, change.oldTop, newStack.last])
            change.coordinator = coordinator
        }
        let isFirstChangeThisTurn = pendingStackChange == nil
        pendingStackChange = change
        if isFirstChangeThisTurn {
            MainTurn.schedule(in: window) { [self] in
                commitStackChange()
            }
        }
    }

    /// Runs the transition from the top the user saw to the top of the stack now, with UIKit's
    /// callbacks in UIKit's order.
    private func commitStackChange() {
        guard let change = pendingStackChange else { return }
        pendingStackChange = nil
        let oldTop = change.oldTop
        let newTop = children.last
        let topChanged = oldTop !== newTop
        let removed = change.removed.filter { old in !children.contains { $0 === old } }
        let added = change.added.filter { new in children.contains { $0 === new } }
        let window = hostWindow
        let onScreen = window?.onScreen.contains { $0.controller === self } ?? false
        if topChanged {
            newTop?.isMovingToParent = added.contains { $0 === newTop }
            oldTop?.isMovingFromParent = removed.contains { $0 === oldTop }
        }
        if onScreen, topChanged, let newTop {
            newTop.loadViewIfNeeded()
            announcedTop = newTop
            delegate?.navigationController(self, willShow: newTop, animated: change.animated)
        }
        let transition = AppearanceTransition.begin(in: window, animated: change.animated)
        change.coordinator?.endInteraction()
        transition.end()
        endExchange(ChildExchange(removed: removed, added: added))
        if onScreen, topChanged, let newTop {
            delegate?.navigationController(self, didShow: newTop, animated: change.animated)
        }
        change.coordinator?.finish()
        oldTop?.isMovingFromParent = false
        newTop?.isMovingToParent = false
    }
}
