import Kata

/// What the editor's view model asks for.
@MainActor
protocol EditContactNavigator: AnyObject {
    /// The user saved the contact as it is now.
    func save(_ contact: Contact)
    /// The user gave up editing.
    func cancel()
}
