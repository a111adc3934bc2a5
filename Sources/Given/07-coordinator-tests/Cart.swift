/// What the user is buying.
public struct Cart: Equatable, Sendable {
    /// The lines of the cart, in the order they were added.
    public var items: [CartItem]

    /// Creates a cart.
    public init(items: [CartItem]) {
        self.items = items
    }

    /// What the cart costs, in whole euros.
    public var total: Int {
        items.reduce(0) { $0 + $1.price }
    }
}
