import Kata

/// Mutant: the scene delegate routes links opened while the app runs, and drops the link that
/// launched it, which arrives in `connectionOptions.urlContexts`.
final class DropsLaunchLinks: MutantAppCoordinator {
    override class var routesLaunchLinks: Bool {
        false
    }
}
