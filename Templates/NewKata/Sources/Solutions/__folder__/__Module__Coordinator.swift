import Kata

/// Runs the flow: the first screen, then the second above it.
@MainActor
final class __Module__Coordinator {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    /// Shows the first screen as the only screen of the stack.
    func start() {
        let first = FirstViewController()
        first.onNext = { [weak self] in
            self?.showSecond()
        }
        navigationController.setViewControllers([first], animated: false)
    }

    /// Called when the user taps Next on the first screen.
    func showSecond() {
        navigationController.pushViewController(SecondViewController(), animated: true)
    }
}
