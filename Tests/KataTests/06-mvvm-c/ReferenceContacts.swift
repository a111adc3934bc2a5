import Kata
import KataGrading
#if GRADING_EXERCISES
@testable import ContactsFlowReference
#else
@testable import ContactsFlow
#endif

/// The lesson's own flow, which the explorer runs beside the learner's: the reference solution,
/// built under a module of its own when the learner's exercise is graded, so its types are its
/// own and this file alone names them.
@MainActor
enum ReferenceContacts {
    /// The reference flow presented over a home screen, as the checks present the learner's; the
    /// parent notes each report as the names the contacts came back with.
    static func launch() -> (user: User, keeps: [AnyObject])? {
        let stage = PresentingStage()
        let parent = ParentStandIn<String>(kata: "mvvm-c")
        let flow = ContactsCoordinator(presenter: stage.home, contacts: [
            Contact(id: 1, name: "Ada", phone: "555-0101"),
            Contact(id: 2, name: "Grace", phone: "555-0102"),
        ])
        flow.onFinish = { result in parent.record(result.contacts.map(\.name).joined(separator: ", ")) }
        parent.keep(flow)
        flow.start()
        return (stage.user, [parent])
    }
}
