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
