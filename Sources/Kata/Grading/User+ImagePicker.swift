import Foundation

/// Picking a photo in the system's image picker, which the model shows no photos in.
extension User {
    /// Picks a picture in the image picker on screen, as a finger choosing a photo does: the
    /// picker tells its delegate `imagePickerController(_:didFinishPickingMediaWithInfo:)` with
    /// the image under `.originalImage` (and `.editedImage` when it allows editing), by default a
    /// photo of 3024 × 4032 points named "picked photo"; the delegate dismisses the picker. `false` when no picker is on screen, or it has no image picker delegate
    /// (UIKit dismisses such a picker as soon as it shows).
    @discardableResult
    public func pickImage(
        _ image: UIImage? = nil,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Bool {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        beginAction()
        defer { MainTurn.endGesture() }
        guard let (picker, delegate) = imagePickerOnScreen(for: "pick a photo", at: site) else { return false }
        record("user picks a photo in \(picker)", at: site)
        let image = image ?? UIImage(name: "picked photo", size: CGSize(width: 3024, height: 4032), scale: 1)
        var info: [UIImagePickerController.InfoKey: Any] = [.originalImage: image, .mediaType: "public.image"]
        if picker.allowsEditing {
            info[.editedImage] = image
        }
        delegate.imagePickerController(picker, didFinishPickingMediaWithInfo: info)
        return true
    }

    /// Taps Cancel in the image picker on screen: the picker tells its delegate
    /// `imagePickerControllerDidCancel(_:)`, which dismisses it. `false` when no picker is on
    /// screen, or it has no image picker delegate.
    @discardableResult
    public func cancelImagePicker(
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Bool {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        beginAction()
        defer { MainTurn.endGesture() }
        guard let (picker, delegate) = imagePickerOnScreen(for: "cancel the image picker", at: site) else { return false }
        record("user cancels \(picker)", at: site)
        delegate.imagePickerControllerDidCancel(picker)
        return true
    }

    /// The image picker on screen and its delegate, or a report of why there is none.
    private func imagePickerOnScreen(for gesture: String, at site: CallSite) -> (UIImagePickerController, any UIImagePickerControllerDelegate)? {
        guard let picker = window.touchableControllers.last(where: { $0 is UIImagePickerController }) as? UIImagePickerController else {
            fail("The user could not \(gesture): there is no image picker (UIImagePickerController) on the visible screen, \(screenName). Present one first.", at: site)
            return nil
        }
        guard let delegate = picker.imagePickerDelegate else {
            fail("The user could not \(gesture): \(picker) has no delegate that is a UIImagePickerControllerDelegate, and UIKit dismisses such a picker as soon as it shows. Set its delegate to an object that conforms to UIImagePickerControllerDelegate and UINavigationControllerDelegate.", at: site)
            return nil
        }
        return (picker, delegate)
    }
}
