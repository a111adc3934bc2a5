/// How the sign-in flow ended.
enum SignInResult: Equatable {
    /// The user signed in under this name.
    case signedIn(name: String)
    /// The user left the flow, with the back button.
    case cancelled
}
