/// The physical orientation of the device.
public enum UIDeviceOrientation: Int, Sendable {
    /// Not known.
    case unknown = 0
    /// Upright, the home button or bar at the bottom.
    case portrait
    /// Upside down.
    case portraitUpsideDown
    /// On its side, the top to the left.
    case landscapeLeft
    /// On its side, the top to the right.
    case landscapeRight
    /// Flat, the screen up.
    case faceUp
    /// Flat, the screen down.
    case faceDown

    /// Whether the device is upright or upside down.
    public var isPortrait: Bool {
        self == .portrait || self == .portraitUpsideDown
    }

    /// Whether the device is on its side.
    public var isLandscape: Bool {
        self == .landscapeLeft || self == .landscapeRight
    }

    /// Whether the device lies flat.
    public var isFlat: Bool {
        self == .faceUp || self == .faceDown
    }

    /// Whether the orientation is one an interface can take: any but unknown and flat.
    public var isValidInterfaceOrientation: Bool {
        isPortrait || isLandscape
    }
}
