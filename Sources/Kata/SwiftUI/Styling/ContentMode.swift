/// How a view fills its space while keeping its aspect ratio; kept, not laid out.
public enum ContentMode: Sendable, Hashable, CaseIterable {
    /// Fits inside.
    case fit
    /// Fills, overflowing.
    case fill
}
