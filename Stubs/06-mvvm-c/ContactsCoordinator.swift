import Kata

// Keep the names the grader uses: the class, its initializer, `onFinish` and `start()`. The rest
// is yours to design: how it answers each navigator, and what it keeps.

/// Runs the contacts flow its parent presents: builds every view model and screen, decides what
/// each intent does, and reports how the flow ended to its parent, once.
@MainActor
final class ContactsCoordinator: NSObject {
    /// Hears how the flow ended.
    var onFinish: ((ContactsResult) -> Void)?
    private let presenter: UIViewController
    private let contacts: [Contact]

    init(presenter: UIViewController, contacts: [Contact]) {
        self.presenter = presenter
        self.contacts = contacts
    }

    /// Presents the list, in a navigation controller, in a sheet of its own.
    func start() {
        // TODO (task 1): make the list's view model and screen, and present them.
    }
}
