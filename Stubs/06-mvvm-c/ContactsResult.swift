/// How the contacts flow ended, for its parent: the contacts as the user left them, renamed ones
/// included.
struct ContactsResult: Equatable, Sendable {
    let contacts: [Contact]
}
