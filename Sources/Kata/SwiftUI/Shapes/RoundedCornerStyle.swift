/// How a rounded shape's corners curve; kept, not drawn.
public enum RoundedCornerStyle: Sendable, Hashable {
    /// Quarter circles.
    case circular
    /// Continuous curves, as iOS draws them.
    case continuous
}
