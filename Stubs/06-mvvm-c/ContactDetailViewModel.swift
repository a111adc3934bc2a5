import Kata
import Observation

// Keep the names the screens and the grader use: the initializer, `contact`, `edit()`.

/// The detail's state and intent. No screen, UIKit or SwiftUI type belongs in here.
@MainActor
@Observable
final class ContactDetailViewModel {
    private(set) var contact: Contact

    init(contact: Contact, navigator: any ContactDetailNavigator) {
        self.contact = contact
        // TODO (task 5): keep the navigator, without keeping it alive.
    }

    /// The user tapped Edit.
    func edit() {
        // TODO (task 2): say what the user wants.
    }

    // TODO (task 2): a way for the detail to show the contact renamed in the editor.
}
