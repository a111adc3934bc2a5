/// The orientations a controller supports; the model never rotates.
public struct UIInterfaceOrientationMask: OptionSet, Sendable {
    /// The raw value.
    public let rawValue: UInt

    /// Creates a mask from its raw value.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Portrait.
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    /// Portrait, upside down.
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    /// Landscape, home button on the left.
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    /// Landscape, home button on the right.
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    /// Both landscape orientations.
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Every orientation.
    public static let all: UIInterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscape]
    /// Every orientation but upside-down portrait.
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscape]
}
