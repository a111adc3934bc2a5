import Foundation

/// The system's screen for taking a photo or choosing one from the library, presented as any
/// controller is. The model shows no photos: the user picks one with `User.pickImage(_:)` or
/// cancels with `User.cancelImagePicker()`, and the picker tells its delegate, which dismisses
/// it, as on iOS.
///
/// UIKit types `delegate` as an image picker delegate that is also a navigation controller
/// delegate; Swift lets no subclass narrow an inherited property, so the model keeps the
/// navigation controller's `delegate`, and tells it as an `UIImagePickerControllerDelegate`.
/// Setting it to an object that conforms to both compiles on both.
@preconcurrency @MainActor
open class UIImagePickerController: UINavigationController {
    /// Where the picker takes its pictures from.
    public enum SourceType: Int, Sendable {
        /// The photo library.
        case photoLibrary
        /// The camera.
        case camera
        /// The Camera Roll album.
        case savedPhotosAlbum
    }

    /// The keys of what the delegate is told the user picked.
    public struct InfoKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public let rawValue: String

        /// Creates a key from its name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The image as picked.
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        /// The image as the user edited it, when `allowsEditing` is true.
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        /// The rectangle the user cropped to, when editing.
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        /// The kind of media picked: an image or a movie.
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        /// The file of a picked movie.
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        /// The file of a picked image.
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
    }

    /// Where the picker takes its pictures from: the photo library by default.
    open var sourceType: SourceType = .photoLibrary
    /// Whether the user may move and scale the picture before picking it.
    open var allowsEditing = false
    /// The kinds of media offered, as type identifiers: images by default.
    open var mediaTypes: [String] = ["public.image"]

    /// Whether a source is available: every source is, as on an iPhone.
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool {
        true
    }

    /// The kinds of media a source offers: images and movies.
    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
        ["public.image", "public.movie"]
    }

    /// The picker's delegate as an image picker delegate, if it is one.
    var imagePickerDelegate: (any UIImagePickerControllerDelegate)? {
        delegate as? any UIImagePickerControllerDelegate
    }
}
