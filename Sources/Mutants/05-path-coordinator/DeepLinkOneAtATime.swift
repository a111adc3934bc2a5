import Foundation
import Kata
@testable import PathCoordinator

/// Mutant: a link empties the path, then pushes its screens one at a time, each after the last
/// one's animation: the user watches every level slide in, and sees the wrong screen meanwhile.
final class DeepLinkOneAtATime: LinkMutantApp {
    /// Opens a link, a screen at a time.
    override func open(_ url: URL) {
        guard let routes = AuthRoute.path(for: url), let auth else { return }
        auth.show([])
        for (index, route) in routes.enumerated() {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.35 * Double(index + 1)) { [weak auth] in
                withAnimation {
                    auth?.navigate(to: route)
                }
            }
        }
    }
}
