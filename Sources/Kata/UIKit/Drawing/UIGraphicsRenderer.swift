import Foundation

/// Something that draws into a rectangle: the base of `UIGraphicsImageRenderer`.
open class UIGraphicsRenderer: NSObject {
    /// The rectangle the renderer draws into.
    let bounds: CGRect

    /// The format the renderer was made with.
    private let rendererFormat: UIGraphicsRendererFormat

    /// Creates a renderer of a rectangle in a format.
    public init(bounds: CGRect, format: UIGraphicsRendererFormat) {
        self.bounds = bounds
        self.rendererFormat = format
        super.init()
    }

    /// How the renderer draws.
    open var format: UIGraphicsRendererFormat {
        rendererFormat
    }

    /// Creates a renderer of a rectangle in the preferred format.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: UIGraphicsRendererFormat.preferred())
    }

    /// Whether the renderer can make images: it can.
    open var allowsImageOutput: Bool {
        true
    }
}
