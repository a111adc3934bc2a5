import Kata
@testable import ContactsFlow
@testable import ContactsFlowMutants

/// A mistake of the coordinator's, chosen by type, for ``CoordinatorMistake``.
@MainActor
protocol ChosenMistake {
    static var mistake: MutantContactsCoordinator.Mistake { get }
}

/// The reference's view models with a coordinator that makes one mistake.
enum CoordinatorMistake<Chosen: ChosenMistake>: ContactsFlowDesign {
    static func makeFlow(presenter: UIViewController, contacts: [Contact], onFinish: @escaping (ContactsResult) -> Void) -> MutantContactsCoordinator {
        let flow = MutantContactsCoordinator(presenter: presenter, contacts: contacts, mistake: Chosen.mistake)
        flow.onFinish = onFinish
        return flow
    }

    static func start(_ flow: MutantContactsCoordinator) { flow.start() }
    static func list(_ contacts: [Contact], navigator: NavigatorSpy) -> ContactListViewModel { StubDesign.list(contacts, navigator: navigator) }
    static func contacts(of list: ContactListViewModel) -> [Contact] { list.contacts }
    static func select(_ contact: Contact, in list: ContactListViewModel) { list.select(contact) }
    static func done(in list: ContactListViewModel) { list.done() }
    static func detail(_ contact: Contact, navigator: NavigatorSpy) -> ContactDetailViewModel { StubDesign.detail(contact, navigator: navigator) }
    static func edit(in detail: ContactDetailViewModel) { detail.edit() }
    static func editor(_ contact: Contact, navigator: NavigatorSpy) -> EditContactViewModel { StubDesign.editor(contact, navigator: navigator) }
    static func type(_ name: String, in editor: EditContactViewModel) { editor.name = name }
    static func save(in editor: EditContactViewModel) { editor.save() }
    static func cancel(in editor: EditContactViewModel) { editor.cancel() }
}

enum ReportsTwiceOnSwipe: ChosenMistake { static let mistake = MutantContactsCoordinator.Mistake.reportsTwiceOnSwipe }
enum ReportLostOnSwipe: ChosenMistake { static let mistake = MutantContactsCoordinator.Mistake.reportLostOnSwipe }
enum SaveSkipsList: ChosenMistake { static let mistake = MutantContactsCoordinator.Mistake.saveSkipsList }
enum EditGuardOnlySaveResets: ChosenMistake { static let mistake = MutantContactsCoordinator.Mistake.editGuardOnlySaveResets }
enum RowShowsFirstContact: ChosenMistake { static let mistake = MutantContactsCoordinator.Mistake.rowShowsFirstContact }
enum DetailReplacesList: ChosenMistake { static let mistake = MutantContactsCoordinator.Mistake.detailReplacesList }
enum KeepsDetailViewModels: ChosenMistake { static let mistake = MutantContactsCoordinator.Mistake.keepsDetailViewModels }
enum ReportsWhenEditorSwiped: ChosenMistake { static let mistake = MutantContactsCoordinator.Mistake.reportsWhenEditorSwiped }

/// The reference, but the list's view model keeps its navigator strongly (seen alone: the
/// screens take the reference's view models).
enum StrongNavigatorDesign: ContactsFlowDesign {
    static func makeFlow(presenter: UIViewController, contacts: [Contact], onFinish: @escaping (ContactsResult) -> Void) -> ContactsCoordinator {
        StubDesign.makeFlow(presenter: presenter, contacts: contacts, onFinish: onFinish)
    }

    static func start(_ flow: ContactsCoordinator) { flow.start() }
    static func list(_ contacts: [Contact], navigator: NavigatorSpy) -> StrongListViewModel { StrongListViewModel(contacts: contacts, navigator: navigator) }
    static func contacts(of list: StrongListViewModel) -> [Contact] { list.contacts }
    static func select(_ contact: Contact, in list: StrongListViewModel) { list.select(contact) }
    static func done(in list: StrongListViewModel) { list.done() }
    static func detail(_ contact: Contact, navigator: NavigatorSpy) -> ContactDetailViewModel { StubDesign.detail(contact, navigator: navigator) }
    static func edit(in detail: ContactDetailViewModel) { detail.edit() }
    static func editor(_ contact: Contact, navigator: NavigatorSpy) -> EditContactViewModel { StubDesign.editor(contact, navigator: navigator) }
    static func type(_ name: String, in editor: EditContactViewModel) { editor.name = name }
    static func save(in editor: EditContactViewModel) { editor.save() }
    static func cancel(in editor: EditContactViewModel) { editor.cancel() }
}

/// The reference, but the detail's view model builds the editor's screen itself.
enum ScreenBuildingDesign: ContactsFlowDesign {
    static func makeFlow(presenter: UIViewController, contacts: [Contact], onFinish: @escaping (ContactsResult) -> Void) -> ContactsCoordinator {
        StubDesign.makeFlow(presenter: presenter, contacts: contacts, onFinish: onFinish)
    }

    static func start(_ flow: ContactsCoordinator) { flow.start() }
    static func list(_ contacts: [Contact], navigator: NavigatorSpy) -> ContactListViewModel { StubDesign.list(contacts, navigator: navigator) }
    static func contacts(of list: ContactListViewModel) -> [Contact] { list.contacts }
    static func select(_ contact: Contact, in list: ContactListViewModel) { list.select(contact) }
    static func done(in list: ContactListViewModel) { list.done() }
    static func detail(_ contact: Contact, navigator: NavigatorSpy) -> ScreenBuildingDetailViewModel { ScreenBuildingDetailViewModel(contact: contact, navigator: navigator) }
    static func edit(in detail: ScreenBuildingDetailViewModel) { detail.edit() }
    static func editor(_ contact: Contact, navigator: NavigatorSpy) -> EditContactViewModel { StubDesign.editor(contact, navigator: navigator) }
    static func type(_ name: String, in editor: EditContactViewModel) { editor.name = name }
    static func save(in editor: EditContactViewModel) { editor.save() }
    static func cancel(in editor: EditContactViewModel) { editor.cancel() }
}
