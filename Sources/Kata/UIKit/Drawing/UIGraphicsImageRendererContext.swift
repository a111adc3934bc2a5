import Foundation

/// What an image renderer's drawing block draws into, with the image drawn so far.
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    /// The image of the renderer's size and scale.
    private let image: UIImage

    /// The renderer's scale and opacity.
    private let imageFormat: UIGraphicsImageRendererFormat

    /// Creates a context for an image renderer.
    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat, image: UIImage) {
        self.image = image
        self.imageFormat = format
        super.init(cgContext: cgContext, format: format)
    }

    /// The renderer's format: its scale and opacity.
    open override var format: UIGraphicsImageRendererFormat {
        imageFormat
    }

    /// The image drawn so far: of the renderer's size and scale, with nothing drawn in it.
    open var currentImage: UIImage {
        image
    }
}
