import Kata
import Observation
@testable import ContactsFlow

/// Mistake: the detail's view model builds the editor's screen itself before asking its
/// navigator, so it depends on SwiftUI and UIKit, and cannot be used without a screen.
@MainActor
@Observable
final class ScreenBuildingDetailViewModel {
    private(set) var contact: Contact
    @ObservationIgnored private weak var navigator: (any ContactDetailNavigator)?
    /// The editor it made, for the coordinator to present.
    @ObservationIgnored private(set) var editorScreen: UIViewController?

    init(contact: Contact, navigator: any ContactDetailNavigator) {
        self.contact = contact
        self.navigator = navigator
    }

    func edit() {
        editorScreen = UIHostingController(rootView: Text("Edit \(contact.name)"))
        navigator?.edit(contact)
    }
}
