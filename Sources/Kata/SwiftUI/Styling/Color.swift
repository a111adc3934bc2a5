/// A colour; the model keeps its name and draws nothing.
public struct Color: ShapeStyle, Hashable, View {
    let name: String

    /// A colour from the app's assets.
    public nonisolated init(_ name: String) {
        self.name = name
    }

    /// Red.
    public nonisolated static let red = Color("red")
    /// Green.
    public nonisolated static let green = Color("green")
    /// Blue.
    public nonisolated static let blue = Color("blue")
    /// Orange.
    public nonisolated static let orange = Color("orange")
    /// Grey.
    public nonisolated static let gray = Color("gray")
    /// White.
    public nonisolated static let white = Color("white")
    /// Black.
    public nonisolated static let black = Color("black")
    /// No colour.
    public nonisolated static let clear = Color("clear")
    /// The primary text colour.
    public nonisolated static let primary = Color("primary")
    /// The secondary text colour.
    public nonisolated static let secondary = Color("secondary")
    /// The app's accent colour.
    public nonisolated static let accentColor = Color("accentColor")

    /// The model shows this view itself and never asks for its body, which is empty.
    public var body: EmptyView {
        EmptyView()
    }
}

extension Color: BuiltInView {
    func render(in node: ViewNode) {}
}
