import Foundation

/// A renderer that makes images by running a drawing block, as screens make thumbnails, solid
/// colour images and badges. The model runs the block and makes an image of the renderer's size
/// and scale, with nothing drawn in it: pixels are not modelled.
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    /// A block that draws into an image renderer's context.
    public typealias DrawingActions = (UIGraphicsImageRendererContext) -> Void

    /// The renderer's scale and opacity.
    private let imageFormat: UIGraphicsImageRendererFormat

    /// Creates a renderer of images of a size, at the screen's scale.
    public convenience init(size: CGSize) {
        self.init(size: size, format: UIGraphicsImageRendererFormat())
    }

    /// Creates a renderer of images of a size, in a format.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// Creates a renderer of images of a rectangle's size, in a format.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.imageFormat = format
        super.init(bounds: bounds, format: format)
    }

    /// How the renderer makes its images: their scale and opacity.
    open override var format: UIGraphicsImageRendererFormat {
        imageFormat
    }

    /// Runs the drawing block with a context that is also the current one
    /// (`UIGraphicsGetCurrentContext()`), and returns the image: of the renderer's size and
    /// scale, with nothing drawn in it.
    open func image(actions: DrawingActions) -> UIImage {
        let image = UIImage(name: "rendered \(bounds.width)×\(bounds.height) @\(imageFormat.scale)x", size: bounds.size, scale: imageFormat.scale)
        ImageContextStack.push(size: bounds.size, scale: imageFormat.scale)
        defer { ImageContextStack.pop() }
        actions(UIGraphicsImageRendererContext(cgContext: CGContext(), format: imageFormat, image: image))
        return image
    }
}
