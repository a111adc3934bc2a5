/// How Xcode's canvas sizes a preview; kept, not used.
public enum PreviewLayout: Sendable, Hashable {
    /// The size of the preview's device.
    case device
    /// The size the view needs.
    case sizeThatFits
    /// A fixed size.
    case fixed(width: CGFloat, height: CGFloat)
}
