/// The shape of a bordered button's platter; on screen, an empty view, as every shape here.
public struct ButtonBorderShape: Shape, Equatable {
    /// Which shape it is.
    let kind: String

    /// A shape the system chooses for the context.
    public static let automatic = ButtonBorderShape(kind: "automatic")
    /// A capsule.
    public static let capsule = ButtonBorderShape(kind: "capsule")
    /// A circle.
    public static let circle = ButtonBorderShape(kind: "circle")
    /// A rounded rectangle.
    public static let roundedRectangle = ButtonBorderShape(kind: "roundedRectangle")

    /// A rounded rectangle with a corner radius.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: "roundedRectangle(\(radius))")
    }

    /// The model shows this view itself and never asks for its body, which is empty.
    public var body: EmptyView {
        EmptyView()
    }
}

extension ButtonBorderShape: BuiltInView {
    func render(in node: ViewNode) {}
}

extension Shape where Self == ButtonBorderShape {
    /// The button border shape the environment resolves, as `.clipShape(.buttonBorder)` uses it.
    public static var buttonBorder: ButtonBorderShape {
        .automatic
    }
}
