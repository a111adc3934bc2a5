/// Who signed in.
struct Account: Equatable, Sendable {
    /// The name the app greets them by.
    let name: String
    /// The address they signed in with.
    let email: String
}
