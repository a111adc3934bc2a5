import Foundation

/// A colour; the model keeps a name so screens can set one, and draws nothing.
public struct UIColor: Sendable, Hashable, CustomStringConvertible {
    /// The colour's name, such as `systemBackground`.
    public var name: String

    /// The colour's red, green, blue and alpha components, where it was made from them.
    private var components: [CGFloat]?

    /// Creates a named colour.
    public init(named name: String) {
        self.name = name
    }

    /// Creates a colour from components; the model keeps them, and names the colour after them.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.name = "rgba(\(red), \(green), \(blue), \(alpha))"
        components = [red, green, blue, alpha]
    }

    /// Creates a grey from its brightness; the model keeps the components as its name.
    public init(white: CGFloat, alpha: CGFloat) {
        self.name = "white(\(white), \(alpha))"
        components = [white, white, white, alpha]
    }

    /// Writes the colour's components and returns `true`, as UIKit does for a colour it can
    /// convert to RGB: one made from components, or one of UIKit's fixed colours (`.white`,
    /// `.red`, `.clear`…), whose components Apple documents; `false`, writing nothing, for a
    /// system or asset colour, whose components depend on the device and the model does not know.
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard let components = components ?? Self.fixedComponents[name] else { return false }
        red?.pointee = components[0]
        green?.pointee = components[1]
        blue?.pointee = components[2]
        alpha?.pointee = components[3]
        return true
    }

    /// The colour's name.
    public var description: String {
        name
    }

    /// The same colour with another opacity.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        guard let rgb = components ?? Self.fixedComponents[name] else { return UIColor(named: "\(name) alpha \(alpha)") }
        return UIColor(red: rgb[0], green: rgb[1], blue: rgb[2], alpha: alpha)
    }

    /// Two colours are equal when they have the same name, which holds their components.
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        lhs.name == rhs.name
    }

    /// Hashes the colour's name.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
    }

    /// The components of UIKit's fixed colours, as Apple documents them (sRGB).
    private static let fixedComponents: [String: [CGFloat]] = [
        "black": [0, 0, 0, 1], "darkGray": [1 / 3, 1 / 3, 1 / 3, 1], "lightGray": [2 / 3, 2 / 3, 2 / 3, 1],
        "white": [1, 1, 1, 1], "gray": [0.5, 0.5, 0.5, 1], "red": [1, 0, 0, 1], "green": [0, 1, 0, 1],
        "blue": [0, 0, 1, 1], "cyan": [0, 1, 1, 1], "yellow": [1, 1, 0, 1], "magenta": [1, 0, 1, 1],
        "orange": [1, 0.5, 0, 1], "purple": [0.5, 0, 0.5, 1], "brown": [0.6, 0.4, 0.2, 1], "clear": [0, 0, 0, 0],
    ]

    /// The colour for some traits: the same colour, as the model's colours do not change with
    /// light and dark mode.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        self
    }

    /// The colour as Core Graphics holds it, for a layer's border or shadow.
    public var cgColor: CGColor {
        CGColor(name: name)
    }

    /// The system background colour.
    public static let systemBackground = UIColor(named: "systemBackground")
    /// White.
    public static let white = UIColor(named: "white")
    /// Black.
    public static let black = UIColor(named: "black")
    /// The system blue.
    public static let systemBlue = UIColor(named: "systemBlue")
    /// The system red.
    public static let systemRed = UIColor(named: "systemRed")
    /// The label colour.
    public static let label = UIColor(named: "label")
    /// Fully transparent.
    public static let clear = UIColor(named: "clear")

    /// The system's green.
    public static let systemGreen = UIColor(named: "systemGreen")
    /// The system's orange.
    public static let systemOrange = UIColor(named: "systemOrange")
    /// The system's yellow.
    public static let systemYellow = UIColor(named: "systemYellow")
    /// The system's pink.
    public static let systemPink = UIColor(named: "systemPink")
    /// The system's purple.
    public static let systemPurple = UIColor(named: "systemPurple")
    /// The system's teal.
    public static let systemTeal = UIColor(named: "systemTeal")
    /// The system's indigo.
    public static let systemIndigo = UIColor(named: "systemIndigo")
    /// The system's grey.
    public static let systemGray = UIColor(named: "systemGray")
    /// A lighter system grey.
    public static let systemGray5 = UIColor(named: "systemGray5")
    /// The lightest system grey.
    public static let systemGray6 = UIColor(named: "systemGray6")
    /// The background of grouped content.
    public static let systemGroupedBackground = UIColor(named: "systemGroupedBackground")
    /// The background of content layered over the main background.
    public static let secondarySystemBackground = UIColor(named: "secondarySystemBackground")
    /// Text of secondary importance.
    public static let secondaryLabel = UIColor(named: "secondaryLabel")
    /// Text of tertiary importance.
    public static let tertiaryLabel = UIColor(named: "tertiaryLabel")
    /// Thin lines between content.
    public static let separator = UIColor(named: "separator")
    /// The app's accent colour.
    public static let tintColor = UIColor(named: "tintColor")
    /// Pure red.
    public static let red = UIColor(named: "red")
    /// Pure green.
    public static let green = UIColor(named: "green")
    /// Pure blue.
    public static let blue = UIColor(named: "blue")
    /// Orange.
    public static let orange = UIColor(named: "orange")
    /// Grey.
    public static let gray = UIColor(named: "gray")
    /// Light grey.
    public static let lightGray = UIColor(named: "lightGray")
    /// Dark grey.
    public static let darkGray = UIColor(named: "darkGray")
    /// Yellow.
    public static let yellow = UIColor(named: "yellow")
    /// Cyan.
    public static let cyan = UIColor(named: "cyan")
    /// Magenta.
    public static let magenta = UIColor(named: "magenta")
    /// Purple.
    public static let purple = UIColor(named: "purple")
    /// Brown.
    public static let brown = UIColor(named: "brown")
    /// The system's mint.
    public static let systemMint = UIColor(named: "systemMint")
    /// The system's cyan.
    public static let systemCyan = UIColor(named: "systemCyan")
    /// The system's brown.
    public static let systemBrown = UIColor(named: "systemBrown")
    /// The second shade of the system's grey.
    public static let systemGray2 = UIColor(named: "systemGray2")
    /// The third shade of the system's grey.
    public static let systemGray3 = UIColor(named: "systemGray3")
    /// The fourth shade of the system's grey.
    public static let systemGray4 = UIColor(named: "systemGray4")
    /// Dark text.
    public static let darkText = UIColor(named: "darkText")
    /// Light text.
    public static let lightText = UIColor(named: "lightText")
    /// Placeholder text.
    public static let placeholderText = UIColor(named: "placeholderText")
    /// The background of grouped content's cells.
    public static let secondarySystemGroupedBackground = UIColor(named: "secondarySystemGroupedBackground")
    /// The third background level.
    public static let tertiarySystemBackground = UIColor(named: "tertiarySystemBackground")

    /// The colour of a SwiftUI colour.
    public init(_ color: Color) {
        self.init(named: color.name)
    }
}
