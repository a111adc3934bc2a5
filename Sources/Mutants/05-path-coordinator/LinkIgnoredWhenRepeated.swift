import Foundation
import Kata
@testable import PathCoordinator

/// Mutant: a link whose routes equal the last link's is ignored, against a link delivered twice;
/// after the user goes back, opening the same link again does nothing. It shows only on the
/// second opening of one link.
final class LinkIgnoredWhenRepeated: LinkMutantApp {
    private var lastLink: [AuthRoute] = []

    /// Opens a link, unless it is the last one again.
    override func open(_ url: URL) {
        guard let routes = AuthRoute.path(for: url), routes != lastLink, let auth else { return }
        lastLink = routes
        auth.show(routes)
    }
}
