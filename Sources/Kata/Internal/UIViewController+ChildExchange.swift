/// Replacing a container's children with UIKit's containment callbacks around the change.
extension UIViewController {
    /// The children that leave and join when the list becomes `newChildren`.
    struct ChildExchange {
        /// The controllers leaving the container.
        let removed: [UIViewController]
        /// The controllers joining the container.
        let added: [UIViewController]
    }

    /// Works out which children leave and join if the list becomes `newChildren`.
    func childExchange(to newChildren: [UIViewController]) -> ChildExchange {
        ChildExchange(
            removed: children.filter { old in !newChildren.contains { $0 === old } },
            added: newChildren.filter { new in !children.contains { $0 === new } }
        )
    }

    /// Makes `newChildren` the children: `willMove(toParent:)` for those leaving and joining,
    /// then `transition` (where the appearance callbacks run), then `didMove(toParent:)`.
    /// Leaving children keep their parent until `transition` ends, as in UIKit.
    func exchangeChildren(
        _ exchange: ChildExchange,
        newChildren: [UIViewController],
        transition: () -> Void
    ) {
        beginExchange(exchange, newChildren: newChildren)
        transition()
        endExchange(exchange)
    }

    /// The first half of an exchange: `willMove(toParent:)`, and the new list of children.
    func beginExchange(_ exchange: ChildExchange, newChildren: [UIViewController]) {
        for controller in exchange.removed {
            controller.willMove(toParent: nil)
        }
        for controller in exchange.added {
            controller.willMove(toParent: self)
            controller.parent = self
        }
        children = newChildren
    }

    /// The second half of an exchange, once the transition is over: leaving children lose their
    /// parent, and everyone hears `didMove(toParent:)`.
    func endExchange(_ exchange: ChildExchange) {
        for controller in exchange.removed {
            controller.parent = nil
            controller.didMove(toParent: nil)
        }
        for controller in exchange.added {
            controller.didMove(toParent: self)
        }
    }
}
