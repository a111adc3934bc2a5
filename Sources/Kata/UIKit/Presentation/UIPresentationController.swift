import Foundation

/// The object that manages a presentation; its delegate hears about the user's swipes.
///
/// Ask a controller for its `presentationController` before or after presenting it and set the
/// delegate, to learn when the user swipes a sheet down:
///
/// ```swift
/// let sheet = UINavigationController(rootViewController: editor)
/// sheet.presentationController?.delegate = self
/// navigationController.present(sheet, animated: true)
/// ```
@preconcurrency @MainActor
open class UIPresentationController: NSObject, UIContentContainer {
    /// The controller being presented, which keeps this object for as long as it lives.
    ///
    /// Not optional, as in UIKit. Read after that controller was released (from a presentation
    /// controller kept elsewhere), it is reported and a placeholder controller comes back, where
    /// iOS code would use a released object.
    public var presentedViewController: UIViewController {
        if let presentedStorage {
            return presentedStorage
        }
        ModelReporting.report(ModelReport(kind: .misuse, message: "presentedViewController of a presentation controller was read after its controller was released. Keep no presentation controller beyond the controller it presents.", callSite: nil))
        return UIViewController()
    }

    /// The presented controller, held weakly: it keeps this object, not the other way round.
    private weak var presentedStorage: UIViewController?

    /// The controller that presents, or presented, the one this object manages.
    ///
    /// As in UIKit it is not optional, and it is known once the presentation starts: reading it
    /// before then, from a presentation controller made ahead of `present` to set its delegate,
    /// is reported (UIKit gives back whatever the initializer had, often `nil`, and Swift code
    /// that uses it crashes), and gives the presented controller.
    public var presentingViewController: UIViewController {
        if let presentingStorage {
            return presentingStorage
        }
        ModelReporting.report(ModelReport(kind: .misuse, message: "presentingViewController of \(presentedStorage.map { "\($0)" } ?? "a released controller")'s presentation controller was read before the presentation began. UIKit only knows it once present(_:animated:completion:) starts; before that it may be nil, and Swift code that uses it crashes. Read it in the delegate's callbacks, or use the controller you will present from.", callSite: nil))
        return presentedViewController
    }

    /// The presenting controller, once known; held weakly, so a presentation controller kept by
    /// someone else keeps no screen alive.
    weak var presentingStorage: UIViewController?
    /// The object told about the user's attempts to dismiss; held weakly, as in UIKit.
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// The presented controller's style when this presentation controller was made.
    private let styleAtCreation: UIModalPresentationStyle

    /// Creates a presentation controller for a presented controller, in its current presentation style.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedStorage = presentedViewController
        self.presentingStorage = presentingViewController
        self.styleAtCreation = presentedViewController.modalPresentationStyle
        super.init()
    }

    /// The style the presentation uses: the presented controller's `modalPresentationStyle` when
    /// this object was made. As in UIKit, a style set after the presentation controller was first
    /// asked for is not used, so set the style first.
    open var presentationStyle: UIModalPresentationStyle {
        styleAtCreation
    }

    // MARK: - Custom presentations

    /// The view the presentation happens in: there from the moment the presentation begins until
    /// its dismissal ends, `nil` otherwise. Views you add to it, such as a dimming view, are kept
    /// in it; the model draws nothing, and the presented view stays where the model keeps it.
    public internal(set) var containerView: UIView?

    /// The view the transition animates: by default, the presented controller's view.
    open var presentedView: UIView? {
        presentedStorage?.view
    }

    /// Where the presented view goes in the container view: by default, all of it. Kept; nothing
    /// is laid out.
    open var frameOfPresentedViewInContainerView: CGRect {
        containerView?.bounds ?? .zero
    }

    /// Whether the presenter's view leaves the screen once the presentation is up, so the
    /// presenter disappears. Apple's default is `false`, as here for a custom presentation; the
    /// model's base class also stands in for UIKit's own full-screen and current-context
    /// presentation controllers, which remove it, so for those styles it is `true`.
    open var shouldRemovePresentersView: Bool {
        presentationStyle.coversPresenter
    }

    /// Called as the presentation begins, after the presented controller's transition
    /// coordinator exists: add your views to `containerView` and animate alongside here.
    open func presentationTransitionWillBegin() {}

    /// Called when the presentation has ended, with whether it completed.
    open func presentationTransitionDidEnd(_ completed: Bool) {}

    /// Called as the dismissal begins, including a swipe the user may let go of.
    open func dismissalTransitionWillBegin() {}

    /// Called when the dismissal has ended: `true` when the presented controller is gone,
    /// `false` when the user let go of a swipe and it stays.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}

    /// Called before the container view lays out its subviews: once, as the presentation begins.
    open func containerViewWillLayoutSubviews() {}

    /// Called after the container view laid out its subviews: once, as the presentation begins.
    open func containerViewDidLayoutSubviews() {}

    /// Called before the screen's size changes; the model's screen never changes size.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}

    /// Called when a child's preferred content size changed; kept, nothing is laid out.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// The size a child gets within its parent: by default, the parent's size.
    open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }

    /// The size the presented content would like: the presented controller's.
    open var preferredContentSize: CGSize {
        presentedStorage?.preferredContentSize ?? .zero
    }

    /// The traits of the presentation: the model's screens' (an iPhone in portrait).
    open var traitCollection: UITraitCollection {
        UITraitCollection.screen
    }

    // MARK: - Internal

    /// Makes the container view in `window` and tells the presentation it begins; a custom
    /// presentation's view is loaded first, so `presentedView` is ready to place.
    func beginPresentationTransition(in window: UIWindow) {
        containerView = UIView(frame: window.bounds)
        if presentationStyle == .custom {
            presentedStorage?.loadViewIfNeeded()
        }
        presentationTransitionWillBegin()
        containerViewWillLayoutSubviews()
        containerViewDidLayoutSubviews()
    }

    /// Tells the presentation its dismissal ended, and lets go of the container view when it
    /// completed.
    func endDismissalTransition(completed: Bool) {
        dismissalTransitionDidEnd(completed)
        if completed {
            containerView = nil
        }
    }
}
