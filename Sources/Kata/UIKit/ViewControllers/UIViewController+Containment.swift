/// Containment: parents, children, and the containers above a controller.
extension UIViewController {
    // MARK: - Custom containers

    /// Adds a child as `addChild(_:)` does.
    func performAddChild(_ childController: UIViewController, site: CallSite?) {
        if childController === self || isDescendantInContainment(of: childController) {
            reportMisuse("Tried to add \(childController) as a child of \(self), which is itself or inside it. UIKit raises an exception for this.", at: site)
            return
        }
        if childController.parent === self {
            return
        }
        if childController.parent != nil {
            childController.removeFromParent()
        }
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
        record(.addChild, "add child \(childController) to \(self)", at: site)
    }

    /// Removes the controller from its parent as `removeFromParent()` does.
    func performRemoveFromParent() {
        guard let parent else { return }
        let window = hostWindow
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
        window?.updateAppearance(animated: false)
    }

    // MARK: - Containers above

    /// The nearest ancestor that is a navigation controller.
    public var navigationController: UINavigationController? {
        nearestAncestor(of: UINavigationController.self)
    }

    /// The nearest ancestor that is a split view controller.
    public var splitViewController: UISplitViewController? {
        nearestAncestor(of: UISplitViewController.self)
    }

    /// The nearest ancestor that is a tab bar controller.
    public var tabBarController: UITabBarController? {
        nearestAncestor(of: UITabBarController.self)
    }

    // MARK: - Internal

    /// The top of this controller's containment tree: itself, or its outermost container.
    var containmentRoot: UIViewController {
        var current = self
        while let parent = current.parent {
            current = parent
        }
        return current
    }

    /// The window this controller is shown in, through its containers and presenters.
    var hostWindow: UIWindow? {
        var current = containmentRoot
        while let presenter = current.presentingStorage {
            current = presenter.containmentRoot
        }
        return current.windowHost ?? current.strandedIn
    }

    /// The controllers this one presents, one above the other, bottom first.
    var presentationChain: [UIViewController] {
        var chain: [UIViewController] = []
        var presenter = self
        while let presented = presenter.presentedStorage {
            chain.append(presented)
            presenter = presented
        }
        return chain
    }

    /// This controller and the controllers on screen inside it, parents first.
    var visibleTree: [UIViewController] {
        [self] + visibleChildren.flatMap(\.visibleTree)
    }

    /// Whether this controller sits inside `ancestor`'s containment tree.
    func isDescendantInContainment(of ancestor: UIViewController) -> Bool {
        var current = parent
        while let candidate = current {
            if candidate === ancestor {
                return true
            }
            current = candidate.parent
        }
        return false
    }

    private func nearestAncestor<Container: UIViewController>(of type: Container.Type) -> Container? {
        var current = parent
        while let candidate = current {
            if let container = candidate as? Container {
                return container
            }
            current = candidate.parent
        }
        return nil
    }
}
