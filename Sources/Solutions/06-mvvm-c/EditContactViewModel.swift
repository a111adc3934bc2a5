import Foundation
import Kata
import Observation

/// The editor's state and intents: the name being typed, whether it can be saved, Save and Cancel.
@MainActor
@Observable
final class EditContactViewModel {
    var name: String
    private let original: Contact
    @ObservationIgnored private weak var navigator: (any EditContactNavigator)?

    init(contact: Contact, navigator: any EditContactNavigator) {
        original = contact
        name = contact.name
        self.navigator = navigator
    }

    /// Whether Save may be tapped: a name that is not blank.
    var canSave: Bool {
        !name.trimmingCharacters(in: .whitespaces).isEmpty
    }

    /// The user tapped Save: the contact with the new name goes to the navigator.
    func save() {
        guard canSave else { return }
        var edited = original
        edited.name = name.trimmingCharacters(in: .whitespaces)
        navigator?.save(edited)
    }

    /// The user tapped Cancel.
    func cancel() {
        navigator?.cancel()
    }
}
