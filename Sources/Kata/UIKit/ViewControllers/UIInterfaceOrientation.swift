/// The orientation of the app's interface; the model is always in portrait.
public enum UIInterfaceOrientation: Int, Sendable {
    /// Unknown.
    case unknown
    /// Portrait.
    case portrait
    /// Portrait, upside down.
    case portraitUpsideDown
    /// Landscape, home button on the left.
    case landscapeLeft
    /// Landscape, home button on the right.
    case landscapeRight

    /// Whether it is one of the portrait orientations.
    public var isPortrait: Bool {
        self == .portrait || self == .portraitUpsideDown
    }

    /// Whether it is one of the landscape orientations.
    public var isLandscape: Bool {
        self == .landscapeLeft || self == .landscapeRight
    }
}
