import Foundation

/// What a renderer's drawing block draws into: the base of `UIGraphicsImageRendererContext`.
/// The model draws nothing, so each drawing call changes nothing.
open class UIGraphicsRendererContext: NSObject {
    /// The Core Graphics context underneath.
    public let cgContext: CGContext

    /// The format the renderer was made with.
    private let rendererFormat: UIGraphicsRendererFormat

    /// Creates a context for a renderer.
    init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
        self.cgContext = cgContext
        self.rendererFormat = format
        super.init()
    }

    /// The renderer's format.
    open var format: UIGraphicsRendererFormat {
        rendererFormat
    }

    /// Fills a rectangle with the current fill colour; nothing is drawn.
    open func fill(_ rect: CGRect) {}

    /// Draws a rectangle's outline with the current stroke colour; nothing is drawn.
    open func stroke(_ rect: CGRect) {}

    /// Limits later drawing to a rectangle; nothing is drawn.
    open func clip(to rect: CGRect) {}
}
