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
@MainActor
open class UIPresentationController: NSObject {
    /// The controller being presented.
    public private(set) weak var presentedViewController: UIViewController?
    /// The controller presenting it, once presented.
    public internal(set) weak var presentingViewController: UIViewController?
    /// The object told about the user's attempts to dismiss; held weakly, as in UIKit.
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// Creates a presentation controller for a presented controller.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
        super.init()
    }

    /// The style the presentation uses.
    open var presentationStyle: UIModalPresentationStyle {
        presentedViewController?.modalPresentationStyle ?? .automatic
    }
}
