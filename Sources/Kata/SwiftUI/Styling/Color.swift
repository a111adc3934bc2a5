/// A colour; the model keeps its name and draws nothing.
public struct Color: ShapeStyle, Hashable, View {
    let name: String

    /// A colour from the app's assets.
    public init(_ name: String) {
        self.name = name
    }

    /// Red.
    public static let red = Color("red")
    /// Green.
    public static let green = Color("green")
    /// Blue.
    public static let blue = Color("blue")
    /// Orange.
    public static let orange = Color("orange")
    /// Grey.
    public static let gray = Color("gray")
    /// White.
    public static let white = Color("white")
    /// Black.
    public static let black = Color("black")
    /// No colour.
    public static let clear = Color("clear")
    /// The primary text colour.
    public static let primary = Color("primary")
    /// The secondary text colour.
    public static let secondary = Color("secondary")
    /// The app's accent colour.
    public static let accentColor = Color("accentColor")

    /// Shown by the model itself.
    public var body: Never {
        fatalError("A view the model shows itself has no body.")
    }
}

extension Color: BuiltInView {
    func render(in node: ViewNode) {}
}
