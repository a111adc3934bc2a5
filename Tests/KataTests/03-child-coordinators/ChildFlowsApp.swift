import Kata
@testable import ChildCoordinators

/// What the child-coordinator grader needs from an implementation: an app coordinator it can
/// create on a navigation controller and start, whose tree of children it can read.
@MainActor
protocol ChildFlowsApp: Coordinator {
    init(navigationController: UINavigationController)
}

extension AppCoordinator: ChildFlowsApp {}

extension Coordinator {
    /// Every coordinator below this one, depth first.
    var descendants: [any Coordinator] {
        childCoordinators.flatMap { [$0] + $0.descendants }
    }
}
