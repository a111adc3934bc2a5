import Foundation

extension CGPoint {
    /// The point moved by an affine transform, as Core Graphics computes it.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}
