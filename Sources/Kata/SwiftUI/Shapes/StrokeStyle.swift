/// How a shape is outlined; kept, not drawn.
public struct StrokeStyle: Sendable, Hashable {
    /// The line's width.
    public var lineWidth: CGFloat
    /// The dash pattern.
    public var dash: [CGFloat]

    /// Creates a stroke style; the caps, joins and miter limit are kept for reading.
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.dash = dash
    }
}
