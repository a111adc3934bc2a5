/// One line of the cart: a product and its price in whole euros.
public struct CartItem: Equatable, Sendable {
    /// The product's name, as the cart and the receipt show it.
    public var name: String
    /// The price, in whole euros.
    public var price: Int

    /// Creates a line of the cart.
    public init(name: String, price: Int) {
        self.name = name
        self.price = price
    }
}
