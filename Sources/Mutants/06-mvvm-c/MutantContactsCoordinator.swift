import Kata
@testable import ContactsFlow

/// The reference coordinator with one mistake of a kind the lesson warns about, chosen at init.
@MainActor
final class MutantContactsCoordinator: NSObject, ContactListNavigator, ContactDetailNavigator, EditContactNavigator, UIAdaptivePresentationControllerDelegate {
    /// The mistakes this coordinator can make.
    enum Mistake {
        /// Reports when the swipe begins and again when it ends: the parent hears it twice.
        case reportsTwiceOnSwipe
        /// Sets no presentation delegate: a swiped-away flow never reports.
        case reportLostOnSwipe
        /// Save updates the detail's view model only: the list keeps the old name.
        case saveSkipsList
        /// A guard against a second editor that only Save resets: after Cancel or a swipe, Edit does nothing.
        case editGuardOnlySaveResets
        /// Shows the first contact's detail whatever row was tapped.
        case rowShowsFirstContact
        /// Replaces the stack with the detail, so there is no way back to the list.
        case detailReplacesList
        /// Keeps every detail's view model it made, so a detail the user left keeps its view model alive.
        case keepsDetailViewModels
        /// Is the editor's sheet's delegate too, and reports whichever sheet was swiped away.
        case reportsWhenEditorSwiped
        /// Opens the editor on the contact as the flow was launched: a second edit after a save starts from the old name.
        case editsContactAsLaunched
        /// Keeps the editor's screen to dismiss it, and lets go of it on Save and Cancel only: an
        /// editor swiped away stays alive.
        case keepsSwipedEditor
        /// Save gives the list the contacts as the flow was launched, with the saved one changed:
        /// a rename of a second contact brings back the first one's old name.
        case listRebuiltFromLaunched
    }

    var onFinish: ((ContactsResult) -> Void)?
    private let presenter: UIViewController
    private let contacts: [Contact]
    private let mistake: Mistake
    private let navigationController = UINavigationController()
    private var listViewModel: ContactListViewModel?
    private weak var detailViewModel: ContactDetailViewModel?
    private var madeDetails: [ContactDetailViewModel] = []
    private var isEditing = false
    private var editor: UIViewController?
    private var reported = false

    init(presenter: UIViewController, contacts: [Contact], mistake: Mistake) {
        self.presenter = presenter
        self.contacts = contacts
        self.mistake = mistake
    }

    func start() {
        let listViewModel = ContactListViewModel(contacts: contacts, navigator: self)
        self.listViewModel = listViewModel
        navigationController.setViewControllers([ContactListViewController(viewModel: listViewModel)], animated: false)
        if mistake != .reportLostOnSwipe {
            navigationController.presentationController?.delegate = self
        }
        presenter.present(navigationController, animated: true)
    }

    func showDetail(for contact: Contact) {
        let shown = mistake == .rowShowsFirstContact ? (listViewModel?.contacts.first ?? contact) : contact
        let viewModel = ContactDetailViewModel(contact: shown, navigator: self)
        detailViewModel = viewModel
        if mistake == .keepsDetailViewModels {
            madeDetails.append(viewModel)
        }
        let detail = UIHostingController(rootView: ContactDetailView(viewModel: viewModel))
        if mistake == .detailReplacesList {
            navigationController.setViewControllers([detail], animated: true)
        } else {
            navigationController.pushViewController(detail, animated: true)
        }
    }

    func edit(_ contact: Contact) {
        if mistake == .editGuardOnlySaveResets {
            guard !isEditing else { return }
            isEditing = true
        }
        let edited = mistake == .editsContactAsLaunched ? (contacts.first { $0.id == contact.id } ?? contact) : contact
        let viewModel = EditContactViewModel(contact: edited, navigator: self)
        let editor = UIHostingController(rootView: EditContactView(viewModel: viewModel))
        if mistake == .reportsWhenEditorSwiped {
            editor.presentationController?.delegate = self
        }
        if mistake == .keepsSwipedEditor {
            self.editor = editor
        }
        navigationController.present(editor, animated: true)
    }

    func save(_ contact: Contact) {
        isEditing = false
        editor = nil
        if mistake == .listRebuiltFromLaunched {
            for launched in contacts where launched.id != contact.id {
                listViewModel?.update(launched)
            }
        }
        if mistake != .saveSkipsList {
            listViewModel?.update(contact)
        }
        detailViewModel?.update(contact)
        navigationController.dismiss(animated: true)
    }

    func cancel() {
        editor = nil
        if mistake != .editGuardOnlySaveResets {
            isEditing = false
        }
        navigationController.dismiss(animated: true)
    }

    func finish() {
        presenter.dismiss(animated: true)
        report()
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        if mistake == .reportsTwiceOnSwipe {
            report()
        }
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        report()
    }

    private func report() {
        guard let listViewModel else { return }
        guard mistake == .reportsTwiceOnSwipe || !reported else { return }
        reported = true
        onFinish?(ContactsResult(contacts: listViewModel.contacts))
    }
}
