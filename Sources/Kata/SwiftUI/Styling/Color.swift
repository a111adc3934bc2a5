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
    /// Yellow.
    public nonisolated static let yellow = Color("yellow")
    /// Pink.
    public nonisolated static let pink = Color("pink")
    /// Purple.
    public nonisolated static let purple = Color("purple")
    /// Indigo.
    public nonisolated static let indigo = Color("indigo")
    /// Teal.
    public nonisolated static let teal = Color("teal")
    /// Cyan.
    public nonisolated static let cyan = Color("cyan")
    /// Mint.
    public nonisolated static let mint = Color("mint")
    /// Brown.
    public nonisolated static let brown = Color("brown")

    /// A colour from red, green and blue components, from 0 to 1.
    public nonisolated init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        name = "rgb(\(red), \(green), \(blue), \(opacity))"
    }

    /// A colour from hue, saturation and brightness, from 0 to 1.
    public nonisolated init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        name = "hsb(\(hue), \(saturation), \(brightness), \(opacity))"
    }

    /// A grey from its whiteness, from 0 to 1.
    public nonisolated init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        name = "white(\(white), \(opacity))"
    }

    /// The colour of a UIKit colour.
    public nonisolated init(_ color: UIColor) {
        name = color.name
    }

    /// The colour of a UIKit colour.
    public nonisolated init(uiColor: UIColor) {
        name = uiColor.name
    }

    /// The same colour, made see-through: SwiftUI returns a `Color`, so it can be used as a style.
    public nonisolated func opacity(_ opacity: Double) -> Color {
        Color("\(name) at \(opacity)")
    }

    /// The colour spaces a colour's components may be given in.
    public enum RGBColorSpace: Sendable, Hashable {
        /// The standard space.
        case sRGB
        /// The standard space without gamma.
        case sRGBLinear
        /// Display P3.
        case displayP3
    }

    /// The model shows this view itself and never asks for its body, which is empty.
    public var body: EmptyView {
        EmptyView()
    }
}

extension Color: BuiltInView {
    func render(in node: ViewNode) {}
}
