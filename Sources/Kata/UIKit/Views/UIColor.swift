import Foundation

/// A colour; the model keeps a name so screens can set one, and draws nothing.
public struct UIColor: Sendable, Hashable, CustomStringConvertible {
    /// The colour's name, such as `systemBackground`.
    public var name: String

    /// Creates a named colour.
    public init(named name: String) {
        self.name = name
    }

    /// Creates a colour from components; the model keeps them as its name.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.name = "rgba(\(red), \(green), \(blue), \(alpha))"
    }

    /// The colour's name.
    public var description: String {
        name
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
}
