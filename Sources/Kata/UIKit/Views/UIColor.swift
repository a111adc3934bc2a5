import Foundation

/// A colour; the model keeps a name so screens can set one, and draws nothing.
///
/// A class, as in UIKit, so an extension can add a `convenience init`, such as one from a hex
/// string; immutable, and so `Sendable` as UIKit declares it.
open class UIColor: NSObject, @unchecked Sendable {
    /// The colour's name, such as `systemBackground`.
    public let name: String

    /// The colour's red, green, blue and alpha components, where it was made from them.
    private let components: [CGFloat]?

    /// The block that gives a dynamic colour for some traits, where it was made from one.
    private let provider: ((UITraitCollection) -> UIColor)?

    /// Creates a colour with a name and, where it was made from them, its components.
    init(name: String, components: [CGFloat]? = nil) {
        self.name = name
        self.components = components
        self.provider = nil
        super.init()
    }

    /// Creates a colour that asks `dynamicProvider` for its colour each time it is resolved for
    /// some traits, as UIKit does; the model's screens are always light, so it shows the colour
    /// the block gives for light mode, and it is named after its light and dark colours.
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light))
        let dark = dynamicProvider(UITraitCollection(userInterfaceStyle: .dark))
        self.name = "dynamic(light: \(light.name), dark: \(dark.name))"
        self.components = nil
        self.provider = dynamicProvider
        super.init()
    }

    /// Creates a colour from the app's assets, `nil` in UIKit when there is none of that name;
    /// the model has every colour, so it always returns one.
    public convenience init?(named name: String) {
        self.init(name: name)
    }

    /// Creates a colour from the app's assets for some traits; the model always returns one.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(name: name)
    }

    /// Creates a colour from components; the model keeps them, and names the colour after them.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(name: "rgba(\(red), \(green), \(blue), \(alpha))", components: [red, green, blue, alpha])
    }

    /// Creates a grey from its brightness; the model keeps the components as its name.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(name: "white(\(white), \(alpha))", components: [white, white, white, alpha])
    }

    /// Writes the colour's components and returns `true`, as UIKit does for a colour it can
    /// convert to RGB: one made from components, or one of UIKit's fixed colours (`.white`,
    /// `.red`, `.clear`…), whose components Apple documents; `false`, writing nothing, for a
    /// system or asset colour, whose components depend on the device and the model does not know.
    /// A dynamic colour writes those of its colour for the current traits.
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        if let provider {
            return provider(UITraitCollection.current).getRed(red, green: green, blue: blue, alpha: alpha)
        }
        guard let components = components ?? Self.fixedComponents[name] else { return false }
        red?.pointee = components[0]
        green?.pointee = components[1]
        blue?.pointee = components[2]
        alpha?.pointee = components[3]
        return true
    }

    /// The colour's name.
    open override var description: String {
        name
    }

    /// The same colour with another opacity.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        if let provider {
            return UIColor { provider($0).withAlphaComponent(alpha) }
        }
        guard let rgb = components ?? Self.fixedComponents[name] else { return UIColor(name: "\(name) alpha \(alpha)") }
        return UIColor(red: rgb[0], green: rgb[1], blue: rgb[2], alpha: alpha)
    }

    /// Two colours are equal when they have the same name, which holds their components.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UIColor)?.name == name
    }

    /// The hash of the colour's name.
    open override var hash: Int {
        name.hashValue
    }

    /// The components of UIKit's fixed colours, as Apple documents them (sRGB).
    private static let fixedComponents: [String: [CGFloat]] = [
        "black": [0, 0, 0, 1], "darkGray": [1 / 3, 1 / 3, 1 / 3, 1], "lightGray": [2 / 3, 2 / 3, 2 / 3, 1],
        "white": [1, 1, 1, 1], "gray": [0.5, 0.5, 0.5, 1], "red": [1, 0, 0, 1], "green": [0, 1, 0, 1],
        "blue": [0, 0, 1, 1], "cyan": [0, 1, 1, 1], "yellow": [1, 1, 0, 1], "magenta": [1, 0, 1, 1],
        "orange": [1, 0.5, 0, 1], "purple": [0.5, 0, 0.5, 1], "brown": [0.6, 0.4, 0.2, 1], "clear": [0, 0, 0, 0],
    ]

    /// The colour for some traits: a dynamic colour's block's answer for them; any other colour
    /// itself, as the model's system and asset colours do not change with light and dark mode.
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        provider?(traitCollection) ?? self
    }

    /// Makes the colour the current context's fill and stroke colour; the model draws nothing.
    open func set() {}

    /// Makes the colour the current context's fill colour; the model draws nothing.
    open func setFill() {}

    /// Makes the colour the current context's stroke colour; the model draws nothing.
    open func setStroke() {}

    /// The colour as Core Graphics holds it, for a layer's border or shadow: a dynamic colour's
    /// for the current traits, as UIKit resolves it.
    open var cgColor: CGColor {
        provider.map { $0(UITraitCollection.current).cgColor } ?? CGColor(name: name)
    }

    /// The system background colour.
    public static let systemBackground = UIColor(name: "systemBackground")
    /// The background of grouped tables, as iOS 12 and earlier named it.
    @available(iOS, deprecated: 13.0, renamed: "systemGroupedBackground")
    public static let groupTableViewBackground = UIColor(name: "groupTableViewBackground")
    /// White.
    public static let white = UIColor(name: "white")
    /// Black.
    public static let black = UIColor(name: "black")
    /// The system blue.
    public static let systemBlue = UIColor(name: "systemBlue")
    /// The system red.
    public static let systemRed = UIColor(name: "systemRed")
    /// The label colour.
    public static let label = UIColor(name: "label")
    /// Fully transparent.
    public static let clear = UIColor(name: "clear")

    /// The system's green.
    public static let systemGreen = UIColor(name: "systemGreen")
    /// The system's orange.
    public static let systemOrange = UIColor(name: "systemOrange")
    /// The system's yellow.
    public static let systemYellow = UIColor(name: "systemYellow")
    /// The system's pink.
    public static let systemPink = UIColor(name: "systemPink")
    /// The system's purple.
    public static let systemPurple = UIColor(name: "systemPurple")
    /// The system's teal.
    public static let systemTeal = UIColor(name: "systemTeal")
    /// The system's indigo.
    public static let systemIndigo = UIColor(name: "systemIndigo")
    /// The system's grey.
    public static let systemGray = UIColor(name: "systemGray")
    /// A lighter system grey.
    public static let systemGray5 = UIColor(name: "systemGray5")
    /// The lightest system grey.
    public static let systemGray6 = UIColor(name: "systemGray6")
    /// The background of grouped content.
    public static let systemGroupedBackground = UIColor(name: "systemGroupedBackground")
    /// The background of content layered over the main background.
    public static let secondarySystemBackground = UIColor(name: "secondarySystemBackground")
    /// Text of secondary importance.
    public static let secondaryLabel = UIColor(name: "secondaryLabel")
    /// Text of tertiary importance.
    public static let tertiaryLabel = UIColor(name: "tertiaryLabel")
    /// Thin lines between content.
    public static let separator = UIColor(name: "separator")
    /// The app's accent colour.
    public static let tintColor = UIColor(name: "tintColor")
    /// Pure red.
    public static let red = UIColor(name: "red")
    /// Pure green.
    public static let green = UIColor(name: "green")
    /// Pure blue.
    public static let blue = UIColor(name: "blue")
    /// Orange.
    public static let orange = UIColor(name: "orange")
    /// Grey.
    public static let gray = UIColor(name: "gray")
    /// Light grey.
    public static let lightGray = UIColor(name: "lightGray")
    /// Dark grey.
    public static let darkGray = UIColor(name: "darkGray")
    /// Yellow.
    public static let yellow = UIColor(name: "yellow")
    /// Cyan.
    public static let cyan = UIColor(name: "cyan")
    /// Magenta.
    public static let magenta = UIColor(name: "magenta")
    /// Purple.
    public static let purple = UIColor(name: "purple")
    /// Brown.
    public static let brown = UIColor(name: "brown")
    /// The system's mint.
    public static let systemMint = UIColor(name: "systemMint")
    /// The system's cyan.
    public static let systemCyan = UIColor(name: "systemCyan")
    /// The system's brown.
    public static let systemBrown = UIColor(name: "systemBrown")
    /// The second shade of the system's grey.
    public static let systemGray2 = UIColor(name: "systemGray2")
    /// The third shade of the system's grey.
    public static let systemGray3 = UIColor(name: "systemGray3")
    /// The fourth shade of the system's grey.
    public static let systemGray4 = UIColor(name: "systemGray4")
    /// Dark text.
    public static let darkText = UIColor(name: "darkText")
    /// Light text.
    public static let lightText = UIColor(name: "lightText")
    /// Placeholder text.
    public static let placeholderText = UIColor(name: "placeholderText")
    /// The background of grouped content's cells.
    public static let secondarySystemGroupedBackground = UIColor(name: "secondarySystemGroupedBackground")
    /// The third background level.
    public static let tertiarySystemBackground = UIColor(name: "tertiarySystemBackground")

    /// The colour of a SwiftUI colour.
    public convenience init(_ color: Color) {
        self.init(name: color.name)
    }
}
