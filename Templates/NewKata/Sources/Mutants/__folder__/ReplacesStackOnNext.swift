import Kata
@testable import __Module__

/// Mistake: Next replaces the stack with the second screen, so Back has nowhere to go.
/// The screens are the kata's own; only the coordinator is wrong.
@MainActor
final class ReplacesStackOnNext {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let first = FirstViewController()
        first.onNext = { [weak self] in
            self?.navigationController.setViewControllers([SecondViewController()], animated: true)
        }
        navigationController.setViewControllers([first], animated: false)
    }
}
