/// How large controls are drawn; the model keeps nothing.
public enum ControlSize: Sendable, Hashable, CaseIterable {
    /// The smallest.
    case mini
    /// Small.
    case small
    /// The default.
    case regular
    /// Large.
    case large
    /// The largest.
    case extraLarge
}
