import Foundation

/// An affine transform, which Core Graphics has on iOS and the toolchain's Foundation on Linux
/// does not; the model keeps its six numbers and draws nothing.
public struct CGAffineTransform: Sendable, Hashable {
    /// The horizontal scale and rotation.
    public var a: CGFloat
    /// The vertical shear and rotation.
    public var b: CGFloat
    /// The horizontal shear and rotation.
    public var c: CGFloat
    /// The vertical scale and rotation.
    public var d: CGFloat
    /// The horizontal translation.
    public var tx: CGFloat
    /// The vertical translation.
    public var ty: CGFloat

    /// Creates a transform from its six numbers.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The transform that changes nothing.
    public init() {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    }

    /// A translation.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A scale.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by an angle in radians.
    public init(rotationAngle angle: CGFloat) {
        self.init(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
    }

    /// The transform that changes nothing.
    public static let identity = CGAffineTransform()

    /// Whether it changes nothing.
    public var isIdentity: Bool {
        self == .identity
    }

    /// This transform followed by another.
    public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * other.a + b * other.c, b: a * other.b + b * other.d,
            c: c * other.a + d * other.c, d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty
        )
    }

    /// This transform, then a translation.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// This transform, then a scale.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }
}
