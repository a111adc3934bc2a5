/// The kinds of content shape, such as the one hit-testing uses; kept, not drawn.
public struct ContentShapeKinds: OptionSet, Sendable {
    public let rawValue: Int

    /// Creates a set of kinds from its raw value.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The shape for hit-testing and accessibility.
    public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
    /// The shape of drag and drop previews.
    public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
    /// The shape of context menu previews.
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
    /// The shape of hover effects.
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
    /// The shape of the focus effect.
    public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
    /// The shape of accessibility visuals and sorting.
    public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}
