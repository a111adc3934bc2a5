import Foundation
@testable import DeepLinks

/// The lesson's parser, in which a mutant switches rules off one at a time.
///
/// With every switch at its default it parses exactly as the lesson asks; each parser mutant
/// turns one switch, so the grader's table must hold a link that only that rule refuses.
struct LenientParser {
    var acceptsPlusSign = false
    var acceptsNegativeIds = false
    var acceptsZero = false
    var acceptsLeadingZeros = false
    var maximumDigits = 9
    var maximumLength: Int? = 2048
    var quotesWholeLink = false
    var checksScheme = true
    var refusesQueriesAndFragments = false

    /// The route a URL leads to, or why it leads nowhere.
    func parse(_ url: URL) -> Result<DeepLink, DeepLinkError> {
        let link = url.absoluteString
        if let maximumLength, link.utf8.count > maximumLength {
            return refuse(link, "is longer than \(maximumLength) characters")
        }
        guard !checksScheme || url.scheme == "katashop" else { return refuse(link, "is not a katashop link") }
        if refusesQueriesAndFragments, url.query != nil || url.fragment != nil {
            return refuse(link, "has a query or a fragment")
        }
        let path = url.pathComponents.filter { $0 != "/" }
        switch (url.host ?? "", path.count) {
        case ("shop", 0): return .success(.shop(.products))
        case ("shop", 2) where path[0] == "products": return id(path[1], link).map { .shop(.product(id: $0)) }
        case ("shop", 3) where path[0] == "products" && path[2] == "reviews": return id(path[1], link).map { .shop(.reviews(productID: $0)) }
        case ("orders", 0): return .success(.orders(.orders))
        case ("orders", 1): return id(path[0], link).map { .orders(.order(id: $0)) }
        case ("profile", 0): return .success(.profile)
        default: return refuse(link, "is not a page of the app")
        }
    }

    private func id(_ text: String, _ link: String) -> Result<Int, DeepLinkError> {
        var digits = Substring(text)
        if let sign = digits.first, (sign == "+" && acceptsPlusSign) || (sign == "-" && acceptsNegativeIds) {
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty, digits.count <= maximumDigits, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
              acceptsLeadingZeros || digits.count == 1 || digits.first != "0",
              let value = Int(text), acceptsZero || value != 0, acceptsNegativeIds || value >= 0 else {
            return .failure(refusal(link, "has no valid id"))
        }
        return .success(value)
    }

    private func refuse(_ link: String, _ problem: String) -> Result<DeepLink, DeepLinkError> {
        .failure(refusal(link, problem))
    }

    private func refusal(_ link: String, _ problem: String) -> DeepLinkError {
        let shown = quotesWholeLink || link.count <= 40 ? link : String(link.prefix(40)) + "…"
        return DeepLinkError(reason: "\"\(shown)\" \(problem).")
    }
}
