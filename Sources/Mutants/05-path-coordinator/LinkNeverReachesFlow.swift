import Foundation
import Kata
@testable import PathCoordinator

/// Mutant: the app coordinator parses a link but never hands its routes to the flow, so opening
/// a link changes nothing on screen; the flow's own `show(_:)` is right.
final class LinkNeverReachesFlow: LinkMutantApp {
    /// Reads the link, and stops there.
    override func open(_ url: URL) {
        _ = AuthRoute.path(for: url)
    }
}
