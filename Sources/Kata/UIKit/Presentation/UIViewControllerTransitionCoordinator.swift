/// What a controller can learn about the animated transition it takes part in.
///
/// Read it from `transitionCoordinator` while a transition runs: inside the appearance
/// callbacks, or in `navigationController(_:didShow:animated:)`, where the controller being
/// left is `viewController(forKey: .from)`. Transitions without animation have none, as in UIKit.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: AnyObject {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether the user drives the transition with a gesture, such as a swipe back.
    var isInteractive: Bool { get }
    /// Whether the user's gesture stopped short and the transition was undone.
    var isCancelled: Bool { get }
    /// The controller being left (`.from`) or shown (`.to`).
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// Runs `animation` as part of the transition and `completion` when it ends; returns `true`.
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// Runs `handler` when the user's gesture ends, before the transition finishes or is undone;
    /// its context's `isCancelled` tells which. A transition no gesture drives never calls it.
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

/// The state of a transition, handed to `animate(alongsideTransition:completion:)` blocks.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether the user drives the transition with a gesture.
    var isInteractive: Bool { get }
    /// Whether the user's gesture stopped short and the transition was undone.
    var isCancelled: Bool { get }
    /// The controller being left (`.from`) or shown (`.to`).
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
}

/// The keys for the two controllers of a transition.
public struct UITransitionContextViewControllerKey: RawRepresentable, Sendable, Hashable {
    /// The key's name.
    public var rawValue: String

    /// Creates a key.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The controller visible at the start of the transition.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller visible at the end of the transition.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

extension UIViewControllerTransitionCoordinator {
    /// Runs `animation` as part of the transition, with no completion: UIKit's `completion`
    /// parameter defaults to `nil`, so `coordinator.animate { context in … }` is common code.
    @discardableResult
    public func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}
