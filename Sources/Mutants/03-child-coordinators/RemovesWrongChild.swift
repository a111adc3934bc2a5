import Kata
@testable import ChildCoordinators

/// Mutant: when sign-in ends, the app starts the home flow as a child first and then removes
/// the last child, which by then is the home flow, not sign-in.
final class RemovesWrongChild: MutantAppCoordinator {
    override func signInFinished(_ signIn: ClosureSignInCoordinator, with result: SignInResult) {
        if case let .signedIn(name) = result {
            let home = HomeFlowCoordinator(app: self, name: name)
            childCoordinators.append(home)
            home.start()
        }
        childCoordinators.removeLast()
    }
}

/// A child flow that shows Home, without animation, and leaves the rest to the app.
final class HomeFlowCoordinator: Coordinator {
    var childCoordinators: [any Coordinator] = []
    private weak var app: MutantAppCoordinator?
    private let name: String

    init(app: MutantAppCoordinator, name: String) {
        self.app = app
        self.name = name
    }

    func start() {
        let home = HomeViewController(name: name)
        home.onEditProfile = { [weak app] in app?.startEditor() }
        app?.navigationController.setViewControllers([home], animated: false)
    }
}
