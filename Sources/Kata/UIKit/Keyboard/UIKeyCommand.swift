import Foundation

/// A keyboard shortcut a responder offers through `keyCommands`, as iPad and Mac Catalyst apps
/// declare them. Every UIKit initializer takes the action as a `Selector`, which Linux cannot
/// make: the model declares the class, its keys and modifier flags and `keyCommands`, and no
/// initializer, so `UIKeyCommand(input:modifierFlags:action: #selector(…))` stops only at
/// Linux's own `#selector` error. The model has no keyboard: no key command is ever performed.
@preconcurrency @MainActor
open class UIKeyCommand: UICommand {
    /// The key the user presses, such as `"f"` or `UIKeyCommand.inputEscape`.
    public let input: String? = nil
    /// The modifier keys held with it.
    public let modifierFlags: UIKeyModifierFlags = []
    /// Whether the command takes the key before the system's own use of it.
    open var wantsPriorityOverSystemBehavior = false

    /// The Escape key.
    public static let inputEscape = "UIKeyInputEscape"
    /// The Up Arrow key.
    public static let inputUpArrow = "UIKeyInputUpArrow"
    /// The Down Arrow key.
    public static let inputDownArrow = "UIKeyInputDownArrow"
    /// The Left Arrow key.
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// The Right Arrow key.
    public static let inputRightArrow = "UIKeyInputRightArrow"
    /// The Page Up key.
    public static let inputPageUp = "UIKeyInputPageUp"
    /// The Page Down key.
    public static let inputPageDown = "UIKeyInputPageDown"
    /// The Home key.
    public static let inputHome = "UIKeyInputHome"
    /// The End key.
    public static let inputEnd = "UIKeyInputEnd"
}
