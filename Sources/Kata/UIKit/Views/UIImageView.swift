/// A view that shows an image; the model keeps the image and draws nothing.
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The image shown.
    open var image: UIImage?
    /// The image shown while highlighted.
    open var highlightedImage: UIImage?

    /// Creates a view showing an image.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: .zero)
    }

    /// Creates a view showing an image, and another while highlighted.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        self.image = image
        self.highlightedImage = highlightedImage
        super.init(frame: .zero)
    }

    /// Creates an empty image view with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a view from an archive; archives are not supported, so this returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }
}
