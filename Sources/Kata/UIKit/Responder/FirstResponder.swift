/// The responder with the keyboard's focus, held weakly; the model shows no keyboard.
@MainActor
enum FirstResponder {
    /// The focused responder, if any.
    static weak var current: UIResponder?
}
