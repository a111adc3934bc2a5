import Kata
import Observation

// Kata 6 · View models and their coordinator. Read Lessons/06-mvvm-c.md first.
//
// Keep the names the screens and the grader use: the initializer, `contacts`, `select(_:)`,
// `done()`. The rest is yours.

/// The list's state and intents. No screen, UIKit or SwiftUI type belongs in here.
@MainActor
@Observable
final class ContactListViewModel {
    private(set) var contacts: [Contact]

    init(contacts: [Contact], navigator: any ContactListNavigator) {
        self.contacts = contacts
        // TODO (task 5): keep the navigator, without keeping it alive.
    }

    /// The user tapped a contact.
    func select(_ contact: Contact) {
        // TODO (task 1): say what the user wants.
    }

    /// The user tapped Done.
    func done() {
        // TODO (task 3): say what the user wants.
    }

    // TODO (task 2): a way for the list to show a contact renamed in the editor.
}
