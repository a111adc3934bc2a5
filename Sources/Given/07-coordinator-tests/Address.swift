/// Where the order goes.
public struct Address: Equatable, Sendable {
    /// Who receives the order.
    public var name: String
    /// The street and number.
    public var street: String
    /// The city.
    public var city: String

    /// Creates an address.
    public init(name: String, street: String, city: String) {
        self.name = name
        self.street = street
        self.city = city
    }
}
