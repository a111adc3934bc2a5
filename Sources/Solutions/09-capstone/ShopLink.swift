import Foundation

/// A link into the app, parsed from its URL: `shop://product/2`, `shop://favorite/3`,
/// `shop://checkout/2` or `shop://signout`.
enum ShopLink: Equatable, Sendable {
    /// A product's page in the Shop tab.
    case product(Int)
    /// A saved product's page in the Favorites tab.
    case favorite(Int)
    /// Checkout for a product, over its page in the Shop tab.
    case checkout(Int)
    /// Sign the user out, wherever the app is.
    case signOut

    /// The link a URL names; `nil` for a URL the app does not know.
    init?(url: URL) {
        guard url.scheme == "shop", let host = url.host else { return nil }
        let id = url.pathComponents.dropFirst().first.flatMap { Int($0) }
        switch (host, id) {
        case let ("product", id?): self = .product(id)
        case let ("favorite", id?): self = .favorite(id)
        case let ("checkout", id?): self = .checkout(id)
        case ("signout", nil): self = .signOut
        default: return nil
        }
    }
}
