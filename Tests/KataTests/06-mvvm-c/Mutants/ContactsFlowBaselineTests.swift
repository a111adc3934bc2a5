import Kata
import KataGrading
import Testing
@testable import ContactsFlow
@testable import ContactsFlowMutants

/// The reference's view models with a coordinator of another shape.
enum ChildEditorDesign: ContactsFlowDesign {
    typealias List = ContactListViewModel
    typealias Detail = ContactDetailViewModel
    typealias Editor = EditContactViewModel

    static func makeFlow(presenter: UIViewController, contacts: [Contact], onFinish: @escaping (ContactsResult) -> Void) -> ChildEditorBaseline.Coordinator {
        let flow = ChildEditorBaseline.Coordinator(presenter: presenter, contacts: contacts)
        flow.onFinish = onFinish
        return flow
    }

    static func start(_ flow: ChildEditorBaseline.Coordinator) { flow.start() }
}

/// The reference's view models with a coordinator that reads them from the screens in its stack.
enum StackReadingDesign: ContactsFlowDesign {
    typealias List = ContactListViewModel
    typealias Detail = ContactDetailViewModel
    typealias Editor = EditContactViewModel

    static func makeFlow(presenter: UIViewController, contacts: [Contact], onFinish: @escaping (ContactsResult) -> Void) -> StackReadingCoordinator {
        let flow = StackReadingCoordinator(presenter: presenter, contacts: contacts)
        flow.onFinish = onFinish
        return flow
    }

    static func start(_ flow: StackReadingCoordinator) { flow.start() }
}

/// View models that report through closures: the spy's methods are what the closures call.
enum ClosuresDesign: ContactsFlowDesign {
    static func makeFlow(presenter: UIViewController, contacts: [Contact], onFinish: @escaping (ContactsResult) -> Void) -> ClosuresBaseline.Coordinator {
        let flow = ClosuresBaseline.Coordinator(presenter: presenter, contacts: contacts)
        flow.onFinish = onFinish
        return flow
    }

    static func start(_ flow: ClosuresBaseline.Coordinator) { flow.start() }

    static func list(_ contacts: [Contact], navigator: NavigatorSpy) -> ClosuresBaseline.ListViewModel {
        let list = ClosuresBaseline.ListViewModel(contacts: contacts)
        list.onSelect = { [weak navigator] in navigator?.showDetail(for: $0) }
        list.onDone = { [weak navigator] in navigator?.finish() }
        return list
    }

    static func contacts(of list: ClosuresBaseline.ListViewModel) -> [Contact] { list.contacts }
    static func select(_ contact: Contact, in list: ClosuresBaseline.ListViewModel) { list.select(contact) }
    static func done(in list: ClosuresBaseline.ListViewModel) { list.done() }
    static func listScreen(_ list: ClosuresBaseline.ListViewModel) -> UIViewController { ClosuresBaseline.ListScreen(viewModel: list) }

    static func detail(_ contact: Contact, navigator: NavigatorSpy) -> ClosuresBaseline.DetailViewModel {
        let detail = ClosuresBaseline.DetailViewModel(contact: contact)
        detail.onEdit = { [weak navigator] in navigator?.edit($0) }
        return detail
    }

    static func edit(in detail: ClosuresBaseline.DetailViewModel) { detail.edit() }
    static func detailScreen(_ detail: ClosuresBaseline.DetailViewModel) -> UIViewController { UIHostingController(rootView: ClosuresBaseline.DetailView(viewModel: detail)) }

    static func editor(_ contact: Contact, navigator: NavigatorSpy) -> ClosuresBaseline.EditorViewModel {
        let editor = ClosuresBaseline.EditorViewModel(contact: contact)
        editor.onSave = { [weak navigator] in navigator?.save($0) }
        editor.onCancel = { [weak navigator] in navigator?.cancel() }
        return editor
    }

    static func type(_ name: String, in editor: ClosuresBaseline.EditorViewModel) { editor.name = name }
    static func save(in editor: ClosuresBaseline.EditorViewModel) { editor.save() }
    static func cancel(in editor: ClosuresBaseline.EditorViewModel) { editor.cancel() }
    static func editorScreen(_ editor: ClosuresBaseline.EditorViewModel) -> UIViewController { UIHostingController(rootView: ClosuresBaseline.EditorView(viewModel: editor)) }
}

/// Proves the grader accepts correct designs it was not written for: each must pass every check.
@MainActor
@Suite("Kata 6 · View models and their coordinator: other correct designs pass every check", KataGraders.onlyWhenRequested)
struct ContactsFlowBaselineTests {
    @Test("Each correct design passes every check", arguments: [
        ContactsFlowChecks<ChildEditorDesign>.design("A design with the editor as a child coordinator, presented from the detail, and the flow's own copy of the contacts"),
        ContactsFlowChecks<ClosuresDesign>.design("A design whose view models report through closures the coordinator sets with [weak self]"),
        ContactsFlowChecks<StackReadingDesign>.design("A design written without seeing the grader: an editor child coordinator, and view models read from the screens in the stack"),
    ])
    func designPasses(_ design: Design) {
        design.runAll()
    }
}
