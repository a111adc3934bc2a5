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
        let home = HomeViewController(name: name)
        home.onEditProfile = { [weak self] in self?.startEditProfile() }
        navigationController.setViewControllers([home], animated: true)
    }

    private func startEditProfile() {
        let editor = EditProfileCoordinator(presenter: navigationController)
        editor.onFinish = { [weak self, weak editor] in
            guard let self, let editor else { return }
            removeChild(editor)
        }
        childCoordinators.append(editor)
        editor.start()
    }
}
