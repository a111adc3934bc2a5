/// The modifier keys held with a key command's key.
public struct UIKeyModifierFlags: OptionSet, Sendable, Hashable {
    /// The keys' bits, as UIKit numbers them.
    public var rawValue: Int

    /// Creates a set of modifier keys.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Caps Lock.
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    /// Shift.
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    /// Control.
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// Option.
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// Command.
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    /// A key of the numeric keypad.
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}
