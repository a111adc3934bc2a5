import Foundation
import Kata
@testable import PathCoordinator

/// Mutant: a link the flow does not know is shown as an empty path, so it sends the user back
/// to the phone screen instead of changing nothing.
final class UnknownLinkEmptiesPath: LinkMutantApp {
    /// Opens a link, an unknown one as no screens at all.
    override func open(_ url: URL) {
        auth?.show(AuthRoute.path(for: url) ?? [])
    }
}
