import Foundation

/// How a graphics renderer draws: the base of `UIGraphicsImageRendererFormat`.
open class UIGraphicsRendererFormat: NSObject {
    /// The rectangle a renderer of this format draws into.
    open var bounds: CGRect {
        .zero
    }

    /// Creates a format.
    public required override init() {
        super.init()
    }

    /// The format that suits the device best.
    open class func preferred() -> Self {
        self.init()
    }
}
