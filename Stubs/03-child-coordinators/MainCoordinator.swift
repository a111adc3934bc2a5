import Kata

/// The signed-in part of the app: Home, and the profile editor as a modal child flow.
final class MainCoordinator: Coordinator {
    var childCoordinators: [any Coordinator] = []
    private let navigationController: UINavigationController
    private let name: String

    init(navigationController: UINavigationController, name: String) {
        self.navigationController = navigationController
        self.name = name
    }

    func start() {
        // Replace the stack with HomeViewController(name:). Its onEditProfile starts an
        // EditProfileCoordinator as a child (Tasks 5 and 6).
    }
}
