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
open class UIPresentationController: NSObject {
    /// The controller being presented.
    public private(set) weak var presentedViewController: UIViewController?
    /// The controller presenting it, once presented.
    public internal(set) weak var presentingViewController: UIViewController?
    /// The object told about the user's attempts to dismiss; held weakly, as in UIKit.
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// The presented controller's style when this presentation controller was made.
    private let styleAtCreation: UIModalPresentationStyle

    /// Creates a presentation controller for a presented controller, in its current presentation style.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
        self.styleAtCreation = presentedViewController.modalPresentationStyle
        super.init()
    }

    /// The style the presentation uses: the presented controller's `modalPresentationStyle` when
    /// this object was made. As in UIKit, a style set after the presentation controller was first
    /// asked for is not used, so set the style first.
    open var presentationStyle: UIModalPresentationStyle {
        styleAtCreation
    }
}
