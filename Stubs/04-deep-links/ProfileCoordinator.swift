import Kata

/// The Profile tab, with Settings presented as a sheet.
final class ProfileCoordinator: Coordinator {
    let navigationController = UINavigationController()
    let childCoordinators: [any Coordinator] = []

    func start() {
        navigationController.tabBarItem = UITabBarItem(title: "Profile", image: UIImage(systemName: "person"), tag: 2)
        let profile = ProfileViewController()
        profile.onSettings = { [weak self] in self?.showSettings() }
        navigationController.setViewControllers([profile], animated: false)
    }

    private func showSettings() {
        let settings = SettingsViewController()
        settings.onDone = { [weak self] in self?.navigationController.dismiss(animated: true) }
        navigationController.present(UINavigationController(rootViewController: settings), animated: true)
    }
}
