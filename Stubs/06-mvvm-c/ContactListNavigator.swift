import Kata

/// What the list's view model asks for; whoever navigates decides what happens.
@MainActor
protocol ContactListNavigator: AnyObject {
    /// The user chose a contact.
    func showDetail(for contact: Contact)
    /// The user is done with the list.
    func finish()
}
