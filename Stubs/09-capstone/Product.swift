/// Something the shop sells.
struct Product: Equatable, Sendable, Identifiable {
    /// What links name it by: `shop://product/2`.
    let id: Int
    /// Its name, as lists and screens show it.
    let name: String
    /// Its price, in whole euros.
    let price: Int
}
