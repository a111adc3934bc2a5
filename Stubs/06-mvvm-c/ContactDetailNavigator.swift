import Kata

/// What the detail's view model asks for.
@MainActor
protocol ContactDetailNavigator: AnyObject {
    /// The user wants to change this contact.
    func edit(_ contact: Contact)
}
