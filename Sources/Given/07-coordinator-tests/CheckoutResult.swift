/// How checkout ended, as the coordinator reports it to its parent.
public enum CheckoutResult: Equatable, Sendable {
    /// The user paid and tapped Done on the receipt.
    case completed(Receipt)
    /// The user went Back from the cart, leaving checkout.
    case cancelled
}
