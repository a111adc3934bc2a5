import Kata

/// Runs the contacts flow its parent presents: the list in a sheet of its own, a contact's
/// detail pushed above it, the editor in a sheet over the flow. It alone builds view models and
/// screens and decides what each intent does; it reports how the flow ended to its parent, once,
/// whether the user tapped Done or swiped the flow away.
@MainActor
final class ContactsCoordinator: NSObject, ContactListNavigator, ContactDetailNavigator, EditContactNavigator, UIAdaptivePresentationControllerDelegate {
    /// Hears how the flow ended.
    var onFinish: ((ContactsResult) -> Void)?
    private let presenter: UIViewController
    private let contacts: [Contact]
    private let navigationController = UINavigationController()
    /// The list's view model while the flow runs; `nil` once it has reported.
    private var listViewModel: ContactListViewModel?
    /// The detail on screen, if any: its screen keeps it, so a popped detail's goes with it.
    private weak var detailViewModel: ContactDetailViewModel?

    init(presenter: UIViewController, contacts: [Contact]) {
        self.presenter = presenter
        self.contacts = contacts
    }

    /// Presents the list in a sheet of its own.
    func start() {
        let listViewModel = ContactListViewModel(contacts: contacts, navigator: self)
        self.listViewModel = listViewModel
        navigationController.setViewControllers([ContactListViewController(viewModel: listViewModel)], animated: false)
        navigationController.presentationController?.delegate = self
        presenter.present(navigationController, animated: true)
    }

    func showDetail(for contact: Contact) {
        let viewModel = ContactDetailViewModel(contact: contact, navigator: self)
        detailViewModel = viewModel
        navigationController.pushViewController(UIHostingController(rootView: ContactDetailView(viewModel: viewModel)), animated: true)
    }

    func edit(_ contact: Contact) {
        let viewModel = EditContactViewModel(contact: contact, navigator: self)
        navigationController.present(UIHostingController(rootView: EditContactView(viewModel: viewModel)), animated: true)
    }

    func save(_ contact: Contact) {
        listViewModel?.update(contact)
        detailViewModel?.update(contact)
        navigationController.dismiss(animated: true)
    }

    func cancel() {
        navigationController.dismiss(animated: true)
    }

    func finish() {
        presenter.dismiss(animated: true)
        report()
    }

    /// The user swiped the flow's sheet away: the flow ended all the same.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        report()
    }

    /// Tells the parent, once.
    private func report() {
        guard let listViewModel else { return }
        self.listViewModel = nil
        onFinish?(ContactsResult(contacts: listViewModel.contacts))
    }
}
