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

/// Proves the grader accepts correct designs it was not written for: each must pass every check.
@MainActor
@Suite("Kata 6 · View models and their coordinator: other correct designs pass every check", KataGraders.onlyWhenRequested)
struct ContactsFlowBaselineTests {
    @Test("Each correct design passes every check", arguments: [
        ContactsFlowChecks<ChildEditorDesign>.design("A design with the editor as a child coordinator, presented from the detail, and the flow's own copy of the contacts"),
        ContactsFlowChecks<StackReadingDesign>.design("A design written without seeing the grader: an editor child coordinator, and view models read from the screens in the stack"),
    ])
    func designPasses(_ design: Design) {
        design.runAll()
    }
}
