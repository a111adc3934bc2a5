import Kata
@testable import ContactsFlow

/// A correct design written from the lesson and the stub alone, by someone who never saw the
/// grader: the editor as a child coordinator, and the view models read from the screens in the
/// stack instead of kept.
///
/// Runs the contacts flow its parent presents: builds the list and the details, hands the editor
/// to a child coordinator, and reports how the flow ended to its parent, once.
@MainActor
final class StackReadingCoordinator: NSObject {
    /// Hears how the flow ended.
    var onFinish: ((ContactsResult) -> Void)?
    private let presenter: UIViewController
    private let contacts: [Contact]

    private let navigationController = UINavigationController()
    private var editor: StackReadingEditorCoordinator?
    private var hasFinished = false

    init(presenter: UIViewController, contacts: [Contact]) {
        self.presenter = presenter
        self.contacts = contacts
    }

    /// Presents the list, in a navigation controller, in a sheet of its own.
    func start() {
        let viewModel = ContactListViewModel(contacts: contacts, navigator: self)
        let list = ContactListViewController(viewModel: viewModel)
        navigationController.viewControllers = [list]
        navigationController.presentationController?.delegate = self
        presenter.present(navigationController, animated: true)
    }

    // The screens still in the stack own their view models; ask them rather than keep copies.

    private var listViewModel: ContactListViewModel? {
        (navigationController.viewControllers.first as? ContactListViewController)?.viewModel
    }

    private var detailViewModels: [ContactDetailViewModel] {
        navigationController.viewControllers.compactMap {
            ($0 as? UIHostingController<ContactDetailView>)?.rootView.viewModel
        }
    }

    private func apply(_ contact: Contact) {
        listViewModel?.update(contact)
        for detail in detailViewModels {
            detail.update(contact)
        }
    }

    private func report() {
        guard !hasFinished else { return }
        hasFinished = true
        onFinish?(ContactsResult(contacts: listViewModel?.contacts ?? contacts))
    }
}

extension StackReadingCoordinator: ContactListNavigator {
    func showDetail(for contact: Contact) {
        let viewModel = ContactDetailViewModel(contact: contact, navigator: self)
        navigationController.pushViewController(
            UIHostingController(rootView: ContactDetailView(viewModel: viewModel)), animated: true)
    }

    func finish() {
        navigationController.dismiss(animated: true)
        report()
    }
}

extension StackReadingCoordinator: ContactDetailNavigator {
    func edit(_ contact: Contact) {
        guard editor == nil else { return }
        let editor = StackReadingEditorCoordinator(presenter: navigationController, contact: contact)
        editor.onSave = { [weak self] contact in self?.apply(contact) }
        editor.onEnd = { [weak self] in self?.editor = nil }
        self.editor = editor
        editor.start()
    }
}

extension StackReadingCoordinator: UIAdaptivePresentationControllerDelegate {
    /// The user swiped the flow's sheet away (a code dismissal never comes here).
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        report()
    }
}
