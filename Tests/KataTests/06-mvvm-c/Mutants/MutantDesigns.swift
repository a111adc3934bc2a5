import Kata
@testable import ContactsFlow
@testable import ContactsFlowMutants

/// A mistake of the coordinator's, chosen by type, for ``CoordinatorMistake``.
@MainActor
protocol ChosenMistake {
    static var mistake: MutantContactsCoordinator.Mistake { get }
}

/// The reference's view models and screens with a coordinator that makes one mistake.
enum CoordinatorMistake<Chosen: ChosenMistake>: ContactsFlowDesign {
    typealias List = ContactListViewModel
    typealias Detail = ContactDetailViewModel
    typealias Editor = EditContactViewModel

    static func makeFlow(presenter: UIViewController, contacts: [Contact], onFinish: @escaping (ContactsResult) -> Void) -> MutantContactsCoordinator {
        let flow = MutantContactsCoordinator(presenter: presenter, contacts: contacts, mistake: Chosen.mistake)
        flow.onFinish = onFinish
        return flow
    }

    static func start(_ flow: MutantContactsCoordinator) { flow.start() }
}

enum ReportsTwiceOnSwipe: ChosenMistake { static let mistake = MutantContactsCoordinator.Mistake.reportsTwiceOnSwipe }
enum ReportLostOnSwipe: ChosenMistake { static let mistake = MutantContactsCoordinator.Mistake.reportLostOnSwipe }
enum SaveSkipsList: ChosenMistake { static let mistake = MutantContactsCoordinator.Mistake.saveSkipsList }
enum EditGuardOnlySaveResets: ChosenMistake { static let mistake = MutantContactsCoordinator.Mistake.editGuardOnlySaveResets }
enum RowShowsFirstContact: ChosenMistake { static let mistake = MutantContactsCoordinator.Mistake.rowShowsFirstContact }
enum DetailReplacesList: ChosenMistake { static let mistake = MutantContactsCoordinator.Mistake.detailReplacesList }
enum KeepsDetailViewModels: ChosenMistake { static let mistake = MutantContactsCoordinator.Mistake.keepsDetailViewModels }
enum ReportsWhenEditorSwiped: ChosenMistake { static let mistake = MutantContactsCoordinator.Mistake.reportsWhenEditorSwiped }
enum EditsContactAsLaunched: ChosenMistake { static let mistake = MutantContactsCoordinator.Mistake.editsContactAsLaunched }
enum KeepsSwipedEditor: ChosenMistake { static let mistake = MutantContactsCoordinator.Mistake.keepsSwipedEditor }
enum ListRebuiltFromLaunched: ChosenMistake { static let mistake = MutantContactsCoordinator.Mistake.listRebuiltFromLaunched }

/// The reference, but the list's view model keeps its navigator strongly (seen alone: the
/// screens take the reference's view models).
enum StrongNavigatorDesign: ContactsFlowDesign {
    typealias Detail = ContactDetailViewModel
    typealias Editor = EditContactViewModel

    static func makeFlow(presenter: UIViewController, contacts: [Contact], onFinish: @escaping (ContactsResult) -> Void) -> ContactsCoordinator {
        StubDesign.makeFlow(presenter: presenter, contacts: contacts, onFinish: onFinish)
    }

    static func start(_ flow: ContactsCoordinator) { flow.start() }
    static func list(_ contacts: [Contact], navigator: NavigatorSpy) -> StrongListViewModel { StrongListViewModel(contacts: contacts, navigator: navigator) }
    static func contacts(of list: StrongListViewModel) -> [Contact] { list.contacts }
    static func select(_ contact: Contact, in list: StrongListViewModel) { list.select(contact) }
    static func done(in list: StrongListViewModel) { list.done() }
    static func listScreen(_ list: StrongListViewModel) -> UIViewController { UIViewController() }
}

/// The reference, but the detail's view model builds the editor's screen itself.
enum ScreenBuildingDesign: ContactsFlowDesign {
    typealias List = ContactListViewModel
    typealias Editor = EditContactViewModel

    static func makeFlow(presenter: UIViewController, contacts: [Contact], onFinish: @escaping (ContactsResult) -> Void) -> ContactsCoordinator {
        StubDesign.makeFlow(presenter: presenter, contacts: contacts, onFinish: onFinish)
    }

    static func start(_ flow: ContactsCoordinator) { flow.start() }
    static func detail(_ contact: Contact, navigator: NavigatorSpy) -> ScreenBuildingDetailViewModel { ScreenBuildingDetailViewModel(contact: contact, navigator: navigator) }
    static func edit(in detail: ScreenBuildingDetailViewModel) { detail.edit() }
    static func detailScreen(_ detail: ScreenBuildingDetailViewModel) -> UIViewController { UIViewController() }
}

/// The reference, but the detail's screen tells a coordinator it finds itself, not its view model.
enum ScreenCallsCoordinatorDesign: ContactsFlowDesign {
    typealias List = ContactListViewModel
    typealias Detail = ContactDetailViewModel
    typealias Editor = EditContactViewModel

    static func makeFlow(presenter: UIViewController, contacts: [Contact], onFinish: @escaping (ContactsResult) -> Void) -> ContactsCoordinator {
        StubDesign.makeFlow(presenter: presenter, contacts: contacts, onFinish: onFinish)
    }

    static func start(_ flow: ContactsCoordinator) { flow.start() }
    static func detailScreen(_ detail: ContactDetailViewModel) -> UIViewController { UIHostingController(rootView: CoordinatorCallingDetailView(viewModel: detail)) }
}
