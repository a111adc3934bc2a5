import Foundation
import Kata

// Kata 3 · Child coordinators and their release. Read Lessons/03-child-coordinators.md first.
//
// The screens, Coordinator and SignInResult are given. The coordinators are yours: the names
// below are a suggestion (only AppCoordinator, its initializer, start() and childCoordinators
// are used by the grader), and so is the split: closures or delegates, a main coordinator or not.

/// The root of the app: Welcome, the sign-in flow as a child, then the signed-in part.
final class AppCoordinator: NSObject, Coordinator {
    var childCoordinators: [any Coordinator] = []
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        super.init()
    }

    func start() {
        // Task 1: show Welcome; its Sign In starts a SignInCoordinator as a child: keep it in
        // childCoordinators, then start it.
        //
        // Task 2: when sign-in reports .signedIn(name:), remove it and show Home for that name.
        // Task 3: the back button pops SignInViewController without asking you. Notice it (the
        // navigation controller's delegate is told after every pop) and end the flow.
    }
}
