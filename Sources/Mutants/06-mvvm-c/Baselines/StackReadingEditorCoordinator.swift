import Kata
@testable import ContactsFlow

/// A child coordinator for the editor: presents it over the flow, answers its view model, and
/// tells its parent when the editor is gone, however it went (Save, Cancel or a swipe).
@MainActor
final class StackReadingEditorCoordinator: NSObject {
    /// Hears the contact the user saved.
    var onSave: ((Contact) -> Void)?
    /// Hears that the editor is gone; called once.
    var onEnd: (() -> Void)?

    private let presenter: UIViewController
    private let contact: Contact
    private weak var screen: UIViewController?

    init(presenter: UIViewController, contact: Contact) {
        self.presenter = presenter
        self.contact = contact
    }

    func start() {
        let viewModel = EditContactViewModel(contact: contact, navigator: self)
        let screen = UIHostingController(rootView: EditContactView(viewModel: viewModel))
        screen.modalPresentationStyle = .pageSheet
        screen.presentationController?.delegate = self
        self.screen = screen
        presenter.present(screen, animated: true)
    }

    private func close() {
        screen?.dismiss(animated: true)
        end()
    }

    private func end() {
        let onEnd = self.onEnd
        self.onEnd = nil
        onSave = nil
        onEnd?()
    }
}

extension StackReadingEditorCoordinator: EditContactNavigator {
    func save(_ contact: Contact) {
        onSave?(contact)
        close()
    }

    func cancel() {
        close()
    }
}

extension StackReadingEditorCoordinator: UIAdaptivePresentationControllerDelegate {
    /// The user swiped the editor away: nothing changes, the editor is gone.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        end()
    }
}
