import Foundation

/// How an image renderer makes its images: their scale and whether they are opaque.
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
    /// Pixels per point of the images made: the main screen's by default (3 on the model's
    /// iPhone), as UIKit sets it.
    open var scale: CGFloat = UITraitCollection.screen.displayScale
    /// Whether the images made have no transparency.
    open var opaque = false

    /// Creates a format with the screen's scale.
    public required init() {
        super.init()
    }

    /// Creates a format for the traits given: their display scale, where they specify one.
    public convenience init(for traitCollection: UITraitCollection) {
        self.init()
        if traitCollection.displayScale > 0 {
            scale = traitCollection.displayScale
        }
    }
}
