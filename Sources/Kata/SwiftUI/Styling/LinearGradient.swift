/// A gradient along a line between two points, as a fill or a view; the model keeps it and draws
/// nothing.
///
/// ```swift
/// Rectangle().fill(.linearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom))
/// ```
public struct LinearGradient: ShapeStyle, View {
    /// The colours blended.
    public let gradient: Gradient
    /// Where the blend starts.
    public let startPoint: UnitPoint
    /// Where the blend ends.
    public let endPoint: UnitPoint

    /// Creates a gradient along a line.
    public nonisolated init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// Creates a gradient of colours spread evenly along a line.
    public nonisolated init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// Creates a gradient of stops along a line.
    public nonisolated init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    /// A gradient shows nothing the user could tap or read.
    public var body: EmptyView {
        EmptyView()
    }
}

extension LinearGradient: BuiltInView {
    func render(in node: ViewNode) {}
}

extension ShapeStyle where Self == LinearGradient {
    /// A gradient along a line.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    /// A gradient of colours spread evenly along a line.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    /// A gradient of stops along a line.
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}
