import Kata
@testable import ContactsFlow

/// Stands in for the coordinator behind every view model: it records what each asks for, in
/// order, and navigates nowhere.
@MainActor
final class NavigatorSpy: ContactListNavigator, ContactDetailNavigator, EditContactNavigator {
    /// One thing a view model asked for.
    enum Call: Equatable, CustomStringConvertible {
        case showDetail(Contact)
        case finish
        case edit(Contact)
        case save(Contact)
        case cancel

        var description: String {
            switch self {
            case let .showDetail(contact): "showDetail(for: \(contact.name))"
            case .finish: "finish()"
            case let .edit(contact): "edit(\(contact.name))"
            case let .save(contact): "save(\(contact.name))"
            case .cancel: "cancel()"
            }
        }
    }

    /// Every call, oldest first.
    private(set) var calls: [Call] = []

    func showDetail(for contact: Contact) { calls.append(.showDetail(contact)) }
    func finish() { calls.append(.finish) }
    func edit(_ contact: Contact) { calls.append(.edit(contact)) }
    func save(_ contact: Contact) { calls.append(.save(contact)) }
    func cancel() { calls.append(.cancel) }

    /// Forgets the calls so far.
    func clear() { calls = [] }
}
