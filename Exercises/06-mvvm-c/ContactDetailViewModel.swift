import Kata
import Observation

/// The detail's state and intent: the contact shown, and Edit.
@MainActor
@Observable
final class ContactDetailViewModel {
    private(set) var contact: Contact
    @ObservationIgnored private weak var navigator: (any ContactDetailNavigator)?

    init(contact: Contact, navigator: any ContactDetailNavigator) {
        self.contact = contact
        self.navigator = navigator
    }

    /// The user tapped Edit.
    func edit() {
        navigator?.edit(contact)
    }

    /// Shows the contact as it is now.
    func update(_ contact: Contact) {
        self.contact = contact
    }
}
