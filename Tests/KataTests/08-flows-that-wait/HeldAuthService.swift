import Foundation
import Kata
@testable import SignInFlow

/// What the user typed, as the service received it.
struct Credentials: Equatable, Sendable, CustomStringConvertible {
    let email: String
    let password: String

    var description: String {
        "(\(email), \(password))"
    }
}

/// A failure the grader answers with: the server cannot be reached.
struct Offline: Error {}

/// The grader's service: each sign-in waits until the check answers it.
@MainActor
final class HeldAuthService: AuthService {
    let signIns: HeldCalls<Credentials, Account>

    /// A service whose calls throw `cancellationError` when their task is cancelled:
    /// `CancellationError` by default, `URLError(.cancelled)` as `URLSession` throws it.
    init(cancellationError: any Error = CancellationError()) {
        signIns = HeldCalls(cancellationError: cancellationError)
    }

    func signIn(email: String, password: String) async throws -> Account {
        try await signIns.call(Credentials(email: email, password: password))
    }
}

extension HeldAuthService: HeldSignIns {
    var ada: Account {
        Account(name: "Ada", email: "ada@example.com")
    }
}
