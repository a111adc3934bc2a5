import Kata
@testable import ContactsFlow

/// What the grader needs from a design: the flow, made on a presenter and started, and each
/// view model made alone with a navigator that is a spy, with its intents. The learner's stub
/// fixes these names; other designs (closures in place of navigators) say how they map.
@MainActor
protocol ContactsFlowDesign {
    associatedtype Flow: AnyObject
    associatedtype List: AnyObject
    associatedtype Detail: AnyObject
    associatedtype Editor: AnyObject

    /// The flow on `presenter`, reporting to `onFinish`, not started yet.
    static func makeFlow(presenter: UIViewController, contacts: [Contact], onFinish: @escaping (ContactsResult) -> Void) -> Flow
    /// Starts the flow.
    static func start(_ flow: Flow)

    /// A list's view model that reports to `navigator`.
    static func list(_ contacts: [Contact], navigator: NavigatorSpy) -> List
    /// The list's contacts as its view model holds them.
    static func contacts(of list: List) -> [Contact]
    /// The user chose a contact.
    static func select(_ contact: Contact, in list: List)
    /// The user tapped Done.
    static func done(in list: List)

    /// A detail's view model that reports to `navigator`.
    static func detail(_ contact: Contact, navigator: NavigatorSpy) -> Detail
    /// The user tapped Edit.
    static func edit(in detail: Detail)

    /// An editor's view model that reports to `navigator`.
    static func editor(_ contact: Contact, navigator: NavigatorSpy) -> Editor
    /// The user typed a name.
    static func type(_ name: String, in editor: Editor)
    /// The user tapped Save.
    static func save(in editor: Editor)
    /// The user tapped Cancel.
    static func cancel(in editor: Editor)

    /// The list's screen, made from its view model alone.
    static func listScreen(_ list: List) -> UIViewController
    /// The detail's screen, made from its view model alone.
    static func detailScreen(_ detail: Detail) -> UIViewController
    /// The editor's screen, made from its view model alone.
    static func editorScreen(_ editor: Editor) -> UIViewController
}


/// The list's view model and screen as the stub names them.
extension ContactsFlowDesign where List == ContactListViewModel {
    static func list(_ contacts: [Contact], navigator: NavigatorSpy) -> ContactListViewModel {
        ContactListViewModel(contacts: contacts, navigator: navigator)
    }

    static func contacts(of list: ContactListViewModel) -> [Contact] { list.contacts }
    static func select(_ contact: Contact, in list: ContactListViewModel) { list.select(contact) }
    static func done(in list: ContactListViewModel) { list.done() }
    static func listScreen(_ list: ContactListViewModel) -> UIViewController { ContactListViewController(viewModel: list) }
}

/// The detail's view model and screen as the stub names them.
extension ContactsFlowDesign where Detail == ContactDetailViewModel {
    static func detail(_ contact: Contact, navigator: NavigatorSpy) -> ContactDetailViewModel {
        ContactDetailViewModel(contact: contact, navigator: navigator)
    }

    static func edit(in detail: ContactDetailViewModel) { detail.edit() }
    static func detailScreen(_ detail: ContactDetailViewModel) -> UIViewController { UIHostingController(rootView: ContactDetailView(viewModel: detail)) }
}

/// The editor's view model and screen as the stub names them.
extension ContactsFlowDesign where Editor == EditContactViewModel {
    static func editor(_ contact: Contact, navigator: NavigatorSpy) -> EditContactViewModel {
        EditContactViewModel(contact: contact, navigator: navigator)
    }

    static func type(_ name: String, in editor: EditContactViewModel) { editor.name = name }
    static func save(in editor: EditContactViewModel) { editor.save() }
    static func cancel(in editor: EditContactViewModel) { editor.cancel() }
    static func editorScreen(_ editor: EditContactViewModel) -> UIViewController { UIHostingController(rootView: EditContactView(viewModel: editor)) }
}

/// The learner's design, and the reference solution's: the names the stub fixes.
enum StubDesign: ContactsFlowDesign {
    typealias List = ContactListViewModel
    typealias Detail = ContactDetailViewModel
    typealias Editor = EditContactViewModel

    static func makeFlow(presenter: UIViewController, contacts: [Contact], onFinish: @escaping (ContactsResult) -> Void) -> ContactsCoordinator {
        let flow = ContactsCoordinator(presenter: presenter, contacts: contacts)
        flow.onFinish = onFinish
        return flow
    }

    static func start(_ flow: ContactsCoordinator) { flow.start() }
}
