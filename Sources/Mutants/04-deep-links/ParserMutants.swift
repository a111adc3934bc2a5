import Foundation
import Kata
@testable import DeepLinks

/// Mutant: the parser sends order links to the Shop tab.
final class ParserMisreadsOrders: MutantAppCoordinator {
    override class func parse(_ url: URL) -> Result<DeepLink, DeepLinkError> {
        DeepLinkParser.parse(url).map { link in
            if case let .orders(.order(id)) = link {
                return .shop(.product(id: id))
            }
            return link
        }
    }
}

/// Mutant: the parser drops path parts it does not know instead of refusing the link.
final class ParserIgnoresExtraParts: MutantAppCoordinator {
    override class func parse(_ url: URL) -> Result<DeepLink, DeepLinkError> {
        var trimmed = url
        while true {
            let result = DeepLinkParser.parse(trimmed)
            if case .success = result { return result }
            guard trimmed.pathComponents.count > 1 else { return result }
            trimmed = trimmed.deletingLastPathComponent()
        }
    }
}

/// Mutant: the parser trusts `Int(_:)` alone, has no length limit, and quotes the whole link.
final class ParserTrustsInt: MutantAppCoordinator {
    override class func parse(_ url: URL) -> Result<DeepLink, DeepLinkError> {
        LenientParser(
            acceptsPlusSign: true, acceptsNegativeIds: true, acceptsZero: true, acceptsLeadingZeros: true,
            maximumDigits: .max, maximumLength: nil, quotesWholeLink: true
        ).parse(url)
    }
}

/// Mutant: ids may start with a plus sign.
final class ParserAcceptsPlusSign: MutantAppCoordinator {
    override class func parse(_ url: URL) -> Result<DeepLink, DeepLinkError> {
        LenientParser(acceptsPlusSign: true).parse(url)
    }
}

/// Mutant: ids may be negative.
final class ParserAcceptsNegativeIds: MutantAppCoordinator {
    override class func parse(_ url: URL) -> Result<DeepLink, DeepLinkError> {
        LenientParser(acceptsNegativeIds: true).parse(url)
    }
}

/// Mutant: 0 is an id.
final class ParserAcceptsZero: MutantAppCoordinator {
    override class func parse(_ url: URL) -> Result<DeepLink, DeepLinkError> {
        LenientParser(acceptsZero: true).parse(url)
    }
}

/// Mutant: ids may start with zeros, so one id has many spellings.
final class ParserAcceptsLeadingZeros: MutantAppCoordinator {
    override class func parse(_ url: URL) -> Result<DeepLink, DeepLinkError> {
        LenientParser(acceptsLeadingZeros: true).parse(url)
    }
}

/// Mutant: ids of up to eighteen digits.
final class ParserAcceptsLongIds: MutantAppCoordinator {
    override class func parse(_ url: URL) -> Result<DeepLink, DeepLinkError> {
        LenientParser(maximumDigits: 18).parse(url)
    }
}

/// Mutant: links of any length are parsed.
final class ParserHasNoLengthLimit: MutantAppCoordinator {
    override class func parse(_ url: URL) -> Result<DeepLink, DeepLinkError> {
        LenientParser(maximumLength: nil).parse(url)
    }
}

/// Mutant: a refusal repeats the whole link, however long.
final class ParserQuotesWholeLink: MutantAppCoordinator {
    override class func parse(_ url: URL) -> Result<DeepLink, DeepLinkError> {
        LenientParser(quotesWholeLink: true).parse(url)
    }
}

/// Mutant: the scheme is never looked at, so an https link opens a page of the app.
final class ParserIgnoresScheme: MutantAppCoordinator {
    override class func parse(_ url: URL) -> Result<DeepLink, DeepLinkError> {
        LenientParser(checksScheme: false).parse(url)
    }
}

/// Mutant: a link with a query or a fragment is refused, although they do not choose the page.
final class ParserRefusesQueries: MutantAppCoordinator {
    override class func parse(_ url: URL) -> Result<DeepLink, DeepLinkError> {
        LenientParser(refusesQueriesAndFragments: true).parse(url)
    }
}

/// Mutant: refusals carry no reason, so a log shows that a link was refused but not why.
final class RefusesWithoutReason: MutantAppCoordinator {
    override class func parse(_ url: URL) -> Result<DeepLink, DeepLinkError> {
        DeepLinkParser.parse(url).mapError { _ in DeepLinkError(reason: "") }
    }
}
