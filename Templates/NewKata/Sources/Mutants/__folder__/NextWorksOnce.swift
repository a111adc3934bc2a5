import Kata
@testable import __Module__

/// Mistake: a guard against a double tap that is never reset, so after the user comes back to
/// the first screen, Next does nothing. It shows only on the second Next, after a way back.
@MainActor
final class NextWorksOnce {
    let navigationController: UINavigationController
    private var didShowSecond = false

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let first = FirstViewController()
        first.onNext = { [weak self] in
            guard let self, !didShowSecond else { return }
            didShowSecond = true
            navigationController.pushViewController(SecondViewController(), animated: true)
        }
        navigationController.setViewControllers([first], animated: false)
    }
}
