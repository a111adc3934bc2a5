import Kata
import Observation
@testable import ContactsFlow

/// Mistake: the list's view model keeps its navigator (the coordinator) strongly. The coordinator
/// keeps the list, whose screen keeps this view model: a cycle, so the flow is never released.
@MainActor
@Observable
final class StrongListViewModel {
    private(set) var contacts: [Contact]
    @ObservationIgnored private var navigator: (any ContactListNavigator)?

    init(contacts: [Contact], navigator: any ContactListNavigator) {
        self.contacts = contacts
        self.navigator = navigator
    }

    func select(_ contact: Contact) {
        navigator?.showDetail(for: contact)
    }

    func done() {
        navigator?.finish()
    }
}
