/// A person in the address book: what the list, the detail and the editor show.
struct Contact: Identifiable, Hashable, Sendable {
    let id: Int
    var name: String
    var phone: String
}
