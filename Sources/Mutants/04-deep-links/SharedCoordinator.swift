import Foundation
import Kata

/// Mutant: the last app coordinator started is kept in a static property, and every scene
/// hands its links to it, so a link opened in one window moves another.
final class SharedCoordinator: MutantAppCoordinator {
    static weak var current: SharedCoordinator?

    override func start() {
        super.start()
        SharedCoordinator.current = self
    }

    override func openFromScene(_ url: URL) {
        SharedCoordinator.current?.open(url)
    }
}
