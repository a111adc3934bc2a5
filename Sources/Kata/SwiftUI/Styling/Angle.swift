/// An angle; kept, not drawn.
public struct Angle: Sendable, Hashable {
    /// The angle in radians.
    public var radians: Double

    /// Creates an angle in radians.
    public init(radians: Double) {
        self.radians = radians
    }

    /// Creates an angle in degrees.
    public init(degrees: Double) {
        radians = degrees * .pi / 180
    }

    /// The angle in degrees.
    public var degrees: Double {
        radians * 180 / .pi
    }

    /// An angle in degrees.
    public static func degrees(_ degrees: Double) -> Angle {
        Angle(degrees: degrees)
    }

    /// An angle in radians.
    public static func radians(_ radians: Double) -> Angle {
        Angle(radians: radians)
    }
}
