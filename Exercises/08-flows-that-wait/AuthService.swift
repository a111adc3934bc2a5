import Kata

/// The server's sign-in, as the flow sees it. The app's implementation calls the network; the
/// grader's waits until the grader answers, with an account, with an error, or never.
@MainActor
protocol AuthService: AnyObject {
    /// Signs in: the account, once the server answers; an error when it refuses or cannot be
    /// reached; when the calling task is cancelled, an error at once.
    func signIn(email: String, password: String) async throws -> Account
}
