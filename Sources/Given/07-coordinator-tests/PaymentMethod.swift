/// How the user paid.
public enum PaymentMethod: Equatable, Sendable {
    /// A card, named by its last four digits.
    case card(lastDigits: String)
    /// Apple Pay.
    case applePay
}
