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
///
/// Ids are plain digits (no sign, no leading zero, 1 to 999 999 999); a query or fragment is
/// ignored; links over 2 048 characters are refused; a refusal quotes at most the start of the link.
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
            return .failure(DeepLinkError(reason: "\(quoted(([host] + path).joined(separator: "/"))) is not a page of the app."))
        }
    }

    /// A positive whole number of one to nine plain digits, without a leading zero, or why the text is not an id.
    private static func id(_ text: String) -> Result<Int, DeepLinkError> {
        guard (1...9).contains(text.count), text.first != "0", text.allSatisfy({ $0.isASCII && $0.isNumber }),
              let value = Int(text) else {
            return .failure(DeepLinkError(reason: "\(quoted(text)) is not an id: ids are 1 to 9 plain digits, without a sign or a leading zero."))
        }
        return .success(value)
    }

    /// Text in quotes for a refusal, cut after 40 characters so a hostile link cannot flood a log.
    private static func quoted(_ text: String) -> String {
        "\"" + (text.count > 40 ? String(text.prefix(40)) + "…" : text) + "\""
    }
}
