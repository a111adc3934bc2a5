/// A place in the app a link can lead to: which tab, and what that tab shows.
enum DeepLink: Equatable {
    /// The Shop tab.
    case shop(ShopRoute)
    /// The Orders tab.
    case orders(OrdersRoute)
    /// The Profile tab.
    case profile
}

/// What the Shop tab shows.
enum ShopRoute: Equatable {
    /// The product list.
    case products
    /// One product, above the list.
    case product(id: Int)
    /// A product's reviews, above the product, above the list.
    case reviews(productID: Int)
}

/// What the Orders tab shows.
enum OrdersRoute: Equatable {
    /// The order list.
    case orders
    /// One order, above the list.
    case order(id: Int)
}
