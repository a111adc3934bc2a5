/// How the sign-in flow ended, as its coordinator reports it to its parent.
enum SignInResult: Equatable, Sendable {
    /// The user signed in and tapped Done.
    case signedIn(Account)
    /// The user swiped the flow away without tapping Done, whether or not they had signed in.
    case cancelled
}
