import Foundation

/// An image; the model keeps its name so tab bar items and buttons can carry one.
///
/// A class, as in UIKit, so an extension can add a `convenience init`; immutable, and so
/// `Sendable` as UIKit declares it.
open class UIImage: NSObject, @unchecked Sendable {
    /// The image's name, such as a symbol name.
    public let name: String

    /// The image's size in points, where the model knows it.
    private let pointSize: CGSize

    /// The image's pixels per point.
    public let scale: CGFloat

    /// Creates an image with a name and, for an image the model made, its size and scale.
    init(name: String, size: CGSize = .zero, scale: CGFloat = 1) {
        self.name = name
        self.pointSize = size
        self.scale = scale
        super.init()
    }

    /// Creates an image with an asset name; the model always finds it.
    public convenience init?(named name: String) {
        self.init(name: name)
    }

    /// Creates an image with an asset name for some traits; the model always finds it.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(name: name)
    }

    /// Creates an image with an SF Symbol name; the model always finds it.
    public convenience init?(systemName: String) {
        self.init(name: systemName)
    }

    /// Creates an empty image.
    public override convenience init() {
        self.init(name: "")
    }

    /// Creates an image from encoded data, such as a downloaded PNG; `nil` for empty data. The
    /// model does not decode it: the image is named after the data's size.
    public convenience init?(data: Data) {
        guard !data.isEmpty else { return nil }
        self.init(name: "data (\(data.count) bytes)")
    }

    /// Two images are equal when they have the same name.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UIImage)?.name == name
    }

    /// The hash of the image's name.
    open override var hash: Int {
        name.hashValue
    }

    /// The image's size in points: that of the context that rendered it, and zero for any other
    /// image, since the model decodes none.
    open var size: CGSize {
        pointSize
    }

    /// Draws the image scaled to fill a rectangle of the current context; the model draws nothing.
    open func draw(in rect: CGRect) {}

    /// Draws the image at its size with its top left at a point; the model draws nothing.
    open func draw(at point: CGPoint) {}

    /// The image's name.
    open override var description: String {
        name
    }

    /// How an image is drawn: in its own colours, or as a template tinted by its view.
    public enum RenderingMode: Int, Sendable {
        /// As the context decides.
        case automatic
        /// In its own colours.
        case alwaysOriginal
        /// As a template.
        case alwaysTemplate
    }

    /// The same image, tinted; the model keeps the image.
    open func withTintColor(_ color: UIColor) -> UIImage {
        self
    }

    /// The same image, tinted and drawn in a mode; the model keeps the image.
    open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        self
    }

    /// The same image, drawn in a mode; the model keeps the image.
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        self
    }
}
