/// The metrics a bar's background image is for; kept, not drawn.
public enum UIBarMetrics: Int, Sendable {
    /// The default metrics.
    case `default`
    /// Compact bars.
    case compact
}
