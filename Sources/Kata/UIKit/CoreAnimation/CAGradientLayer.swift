import Foundation

/// A layer that fills itself with a gradient; the model keeps its colours and points, and draws
/// nothing.
@preconcurrency @MainActor
open class CAGradientLayer: CALayer {
    /// The colours of the gradient, as `CGColor` values.
    open var colors: [Any]?
    /// Where each colour stops, from 0 to 1; `nil` spreads them evenly.
    open var locations: [NSNumber]?
    /// Where the gradient starts, in the unit square.
    open var startPoint = CGPoint(x: 0.5, y: 0)
    /// Where the gradient ends, in the unit square.
    open var endPoint = CGPoint(x: 0.5, y: 1)
}
