import Foundation

/// An object that can take part in the responder chain; the base of views and view controllers.
///
/// Like UIKit's `UIResponder`, it is an `NSObject` subclass isolated to the main actor, so
/// identity-based `==`, `hash` and `NSObjectProtocol` conformances behave as they do on iOS.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// Creates a responder.
    public override init() {
        MainQueue.start()
        super.init()
    }

    /// Called when fingers touch down; never here: the model's user acts through `User`.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// Called when fingers move; never here.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// Called when fingers lift; never here.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// Called when the system cancels touches; never here.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// Called for VoiceOver's two-finger double tap; never here, as the model has no VoiceOver.
    open func accessibilityPerformMagicTap() -> Bool {
        false
    }

    /// Called for VoiceOver's escape gesture; never here, as the model has no VoiceOver.
    open func accessibilityPerformEscape() -> Bool {
        false
    }

    /// The next responder in the chain: a view's controller or superview, a controller's parent.
    open var next: UIResponder? {
        nil
    }

    /// Whether this responder has the keyboard's focus; the model has no keyboard, so it
    /// remembers what `becomeFirstResponder()` and `resignFirstResponder()` said.
    open var isFirstResponder: Bool {
        FirstResponder.current === self
    }

    /// The keyboard shortcuts this responder offers; none by default. The model has no
    /// keyboard, so none is ever performed.
    open var keyCommands: [UIKeyCommand]? {
        nil
    }

    /// Whether this responder can take the focus.
    open var canBecomeFirstResponder: Bool {
        false
    }

    /// Takes the focus, when it can; returns whether it did.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        FirstResponder.current = self
        return true
    }

    /// Gives the focus up; returns `true`.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        if FirstResponder.current === self {
            FirstResponder.current = nil
        }
        return true
    }

    /// The name UIKit's console and the model's pictures use: the class name without its module.
    nonisolated open override var description: String {
        TypeNames.name(of: type(of: self))
    }
}
