/// How a toolbar spacer sizes itself: a fixed gap, or as much room as there is.
public struct SpacerSizing: Sendable, Equatable {
    /// Whether the spacer takes as much room as there is.
    let isFlexible: Bool

    /// A gap of the system's fixed size.
    public static let fixed = SpacerSizing(isFlexible: false)
    /// As much room as the bar has.
    public static let flexible = SpacerSizing(isFlexible: true)
}
