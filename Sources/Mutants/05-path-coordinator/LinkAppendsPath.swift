import Foundation
import Kata
@testable import PathCoordinator

/// Mutant: a link's routes are appended to the path instead of replacing it, so they land on
/// top of whatever the user had open.
final class LinkAppendsPath: LinkMutantApp {
    /// Opens a link, on top of the path.
    override func open(_ url: URL) {
        guard let routes = AuthRoute.path(for: url), let auth else { return }
        for route in routes {
            auth.navigate(to: route)
        }
    }
}
