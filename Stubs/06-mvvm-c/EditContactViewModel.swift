import Foundation
import Kata
import Observation

// Keep the names the screens and the grader use: the initializer, `name`, `canSave`, `save()`,
// `cancel()`.

/// The editor's state and intents. No screen, UIKit or SwiftUI type belongs in here.
@MainActor
@Observable
final class EditContactViewModel {
    /// The name as the user types it.
    var name: String

    init(contact: Contact, navigator: any EditContactNavigator) {
        name = contact.name
        // TODO (task 5): keep what Save needs, and the navigator, without keeping it alive.
    }

    /// Whether Save may be tapped: a name that is not blank.
    var canSave: Bool {
        // TODO (task 2)
        false
    }

    /// The user tapped Save.
    func save() {
        // TODO (task 2): hand the contact with its new name to the navigator, only when it can be saved.
    }

    /// The user tapped Cancel.
    func cancel() {
        // TODO (task 2)
    }
}
