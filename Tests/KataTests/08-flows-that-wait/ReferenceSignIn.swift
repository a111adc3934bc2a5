import Foundation
import Kata
import KataGrading
#if GRADING_EXERCISES
@testable import SignInFlowReference
#else
@testable import SignInFlow
#endif

/// The lesson's own flow, which the explorer runs beside the learner's: the reference solution,
/// built under a module of its own when the learner's exercise is graded, so its types are its
/// own and this file alone names them.
@MainActor
enum ReferenceSignIn {
    /// The reference service held by the explorer: each sign-in waits until it is answered.
    final class HeldService: AuthService, HeldSignIns {
        let signIns = HeldCalls<String, Account>(cancellationError: URLError(.cancelled))

        func signIn(email: String, password: String) async throws -> Account {
            try await signIns.call(email)
        }

        var ada: Account {
            Account(name: "Ada", email: "ada@example.com")
        }
    }

    /// The reference flow presented over a home screen with a held service, as the checks
    /// present the learner's; the parent notes each report in words.
    static func launch() -> (user: User, keeps: [AnyObject])? {
        let stage = PresentingStage()
        let service = HeldService()
        let parent = ParentStandIn<String>(kata: "flows-that-wait")
        let flow = SignInCoordinator(presenter: stage.home, service: service)
        flow.onFinish = { result in parent.record(describe(result)) }
        parent.keep(flow)
        flow.start()
        return (stage.user, [parent, service])
    }

    /// A result in words.
    static func describe(_ result: SignInResult) -> String {
        switch result {
        case let .signedIn(account): "signed in as \(account.name)"
        case .cancelled: "cancelled"
        }
    }
}
