/// What a `GeometryReader` tells its content: the size it has; here, the screen's.
public struct GeometryProxy: Sendable {
    /// The size offered to the reader.
    public let size: CGSize
    /// The safe area's insets; the model has none.
    public var safeAreaInsets: EdgeInsets {
        EdgeInsets()
    }
}
