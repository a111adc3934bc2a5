import Foundation

/// Turns a URL into a ``DeepLink``, or refuses it with a reason. The only code that knows the
/// URL format: screens and coordinators see routes, never URLs.
///
/// ```
/// katashop://shop                        -> .shop(.products)
/// katashop://shop/products/42            -> .shop(.product(id: 42))
/// katashop://shop/products/42/reviews    -> .shop(.reviews(productID: 42))
/// katashop://orders                      -> .orders(.orders)
/// katashop://orders/7                    -> .orders(.order(id: 7))
/// katashop://profile                     -> .profile
/// ```
enum DeepLinkParser {
    /// The app's URL scheme.
    static let scheme = "katashop"
    /// Links longer than this are refused before they are looked at.
    static let maximumLength = 2048

    /// The route a URL leads to, or why it leads nowhere.
    static func parse(_ url: URL) -> Result<DeepLink, DeepLinkError> {
        let length = url.absoluteString.utf8.count
        guard length <= maximumLength else {
            return .failure(DeepLinkError(reason: "The link is \(length) characters long; links over \(maximumLength) are refused."))
        }
        guard url.scheme?.lowercased() == scheme else {
            return .failure(DeepLinkError(reason: "The link's scheme is \"\(url.scheme ?? "")\", not \"\(scheme)\"."))
        }
        let host = url.host?.lowercased() ?? ""
        let path = url.pathComponents.filter { $0 != "/" }
        switch (host, path.count) {
        case ("shop", 0):
            return .success(.shop(.products))
        case ("shop", 2) where path[0] == "products":
            return id(path[1]).map { .shop(.product(id: $0)) }
        case ("shop", 3) where path[0] == "products" && path[2] == "reviews":
            return id(path[1]).map { .shop(.reviews(productID: $0)) }
        case ("orders", 0):
            return .success(.orders(.orders))
        case ("orders", 1):
            return id(path[0]).map { .orders(.order(id: $0)) }
        case ("profile", 0):
            return .success(.profile)
        default:
            let shown = ([host] + path).joined(separator: "/")
            return .failure(DeepLinkError(reason: "\"\(shown)\" is not a page of the app."))
        }
    }

    /// A positive whole number of at most nine digits, or why the text is not an id.
    private static func id(_ text: String) -> Result<Int, DeepLinkError> {
        guard !text.isEmpty, text.count <= 9, text.allSatisfy({ $0.isASCII && $0.isNumber }),
              let value = Int(text), value > 0 else {
            let shown = text.count > 20 ? String(text.prefix(20)) + "…" : text
            return .failure(DeepLinkError(reason: "\"\(shown)\" is not an id: ids are positive whole numbers of up to nine digits."))
        }
        return .success(value)
    }
}
