/// What the user bought, where it goes and how it was paid: what the receipt shows and what
/// checkout reports when it completes.
public struct Receipt: Equatable, Sendable {
    /// The lines bought.
    public var items: [CartItem]
    /// What was paid, in whole euros.
    public var total: Int
    /// Where the order goes.
    public var address: Address
    /// How it was paid.
    public var method: PaymentMethod

    /// Creates a receipt.
    public init(items: [CartItem], total: Int, address: Address, method: PaymentMethod) {
        self.items = items
        self.total = total
        self.address = address
        self.method = method
    }
}
