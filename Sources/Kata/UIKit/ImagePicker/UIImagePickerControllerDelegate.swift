import Foundation

/// The object an image picker tells when the user picks a picture or cancels; it dismisses the
/// picker. Both methods are optional, as in UIKit: each does nothing by default.
@preconcurrency @MainActor
public protocol UIImagePickerControllerDelegate: NSObjectProtocol {
    /// Called when the user picked a picture, with the picture under `.originalImage` (and
    /// `.editedImage` when the picker allows editing).
    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    /// Called when the user cancelled.
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

// MARK: - Default implementations

extension UIImagePickerControllerDelegate {
    /// Does nothing: the picker stays on screen until the app dismisses it.
    public func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {}

    /// Does nothing: the picker stays on screen until the app dismisses it.
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {}
}
