import Kata

/// What the app remembers between launches: whether the user has seen onboarding, and who is
/// signed in. The real app keeps it on disk; the grader makes it in the state it wants to test.
@MainActor
final class Session {
    /// Whether onboarding was finished once.
    var hasOnboarded: Bool
    /// The signed-in user's name; `nil` when nobody is signed in.
    var userName: String?

    init(hasOnboarded: Bool = false, userName: String? = nil) {
        self.hasOnboarded = hasOnboarded
        self.userName = userName
    }
}
