import Foundation

/// A layer that draws a path, as screens use for masks with rounded corners and progress rings;
/// the model keeps its path and colours, and draws nothing.
@preconcurrency @MainActor
open class CAShapeLayer: CALayer {
    /// The path the layer draws, and, as a layer's mask, the shape that shows through.
    open var path: CGPath?
    /// The colour that fills the path; opaque black by default, as Core Animation sets it.
    open var fillColor: CGColor? = CGColor(name: "black")
    /// The colour of the path's line; none by default.
    open var strokeColor: CGColor?
    /// The width of the path's line.
    open var lineWidth: CGFloat = 1
    /// Where along the path its line starts, from 0 to 1.
    open var strokeStart: CGFloat = 0
    /// Where along the path its line ends, from 0 to 1.
    open var strokeEnd: CGFloat = 1
}
