import Kata
@testable import ContactsFlow

/// A correct design of another shape: the flow keeps its own copy of the contacts as the truth,
/// holds the list's view model weakly (its screen keeps it), runs the editor as a child
/// coordinator presented from the detail's screen, and reports through a `hasReported` flag.
enum ChildEditorBaseline {
    @MainActor
    final class Coordinator: NSObject, ContactListNavigator, ContactDetailNavigator, UIAdaptivePresentationControllerDelegate {
        var onFinish: ((ContactsResult) -> Void)?
        private let presenter: UIViewController
        private var contacts: [Contact]
        private let navigationController = UINavigationController()
        private weak var listViewModel: ContactListViewModel?
        private var editor: EditorCoordinator?
        private var hasReported = false

        init(presenter: UIViewController, contacts: [Contact]) {
            self.presenter = presenter
            self.contacts = contacts
        }

        func start() {
            let viewModel = ContactListViewModel(contacts: contacts, navigator: self)
            listViewModel = viewModel
            navigationController.viewControllers = [ContactListViewController(viewModel: viewModel)]
            navigationController.presentationController?.delegate = self
            presenter.present(navigationController, animated: true)
        }

        func showDetail(for contact: Contact) {
            let viewModel = ContactDetailViewModel(contact: contact, navigator: self)
            navigationController.show(UIHostingController(rootView: ContactDetailView(viewModel: viewModel)), sender: nil)
        }

        func edit(_ contact: Contact) {
            guard let detail = navigationController.topViewController else { return }
            let child = EditorCoordinator(contact: contact, presenter: detail)
            child.onEnd = { [weak self] edited in
                self?.editorEnded(with: edited)
            }
            editor = child
            child.start()
        }

        private func editorEnded(with edited: Contact?) {
            editor = nil
            guard let edited, let index = contacts.firstIndex(where: { $0.id == edited.id }) else { return }
            contacts[index] = edited
            listViewModel?.update(edited)
            (navigationController.topViewController as? UIHostingController<ContactDetailView>)?.rootView.viewModel.update(edited)
        }

        func finish() {
            end()
            presenter.dismiss(animated: true)
        }

        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            end()
        }

        private func end() {
            guard !hasReported else { return }
            hasReported = true
            onFinish?(ContactsResult(contacts: contacts))
        }
    }

    /// The editor's own flow: presents it, and says how it ended, with the contact saved or `nil`.
    @MainActor
    final class EditorCoordinator: NSObject, EditContactNavigator, UIAdaptivePresentationControllerDelegate {
        var onEnd: ((Contact?) -> Void)?
        private let contact: Contact
        private weak var presenter: UIViewController?

        init(contact: Contact, presenter: UIViewController) {
            self.contact = contact
            self.presenter = presenter
        }

        func start() {
            let screen = UIHostingController(rootView: EditContactView(viewModel: EditContactViewModel(contact: contact, navigator: self)))
            screen.presentationController?.delegate = self
            presenter?.present(screen, animated: true)
        }

        func save(_ contact: Contact) {
            presenter?.dismiss(animated: true)
            onEnd?(contact)
        }

        func cancel() {
            presenter?.dismiss(animated: true)
            onEnd?(nil)
        }

        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            onEnd?(nil)
        }
    }
}
