import Kata
import Observation

/// The list's state and intents: the contacts, and what the user asks for. It says what the
/// user wants through its navigator, which it holds weakly: the coordinator owns it, not the
/// other way round. No screen, UIKit or SwiftUI type in here.
@MainActor
@Observable
final class ContactListViewModel {
    private(set) var contacts: [Contact]
    @ObservationIgnored private weak var navigator: (any ContactListNavigator)?

    init(contacts: [Contact], navigator: any ContactListNavigator) {
        self.contacts = contacts
        self.navigator = navigator
    }

    /// The user tapped a contact.
    func select(_ contact: Contact) {
        navigator?.showDetail(for: contact)
    }

    /// The user tapped Done.
    func done() {
        navigator?.finish()
    }

    /// Takes in a contact changed elsewhere, in its place in the list.
    func update(_ contact: Contact) {
        guard let index = contacts.firstIndex(where: { $0.id == contact.id }) else { return }
        contacts[index] = contact
    }
}
