import Kata
@testable import __Module__

/// A correct design of another shape: start() empties the stack and pushes the first screen,
/// and the coordinator wires the screen through a method of its own.
enum PushesFirstBaseline {
    @MainActor
    final class __Module__Coordinator {
        let navigationController: UINavigationController

        init(navigationController: UINavigationController) {
            self.navigationController = navigationController
        }

        func start() {
            navigationController.setViewControllers([], animated: false)
            navigationController.pushViewController(makeFirst(), animated: false)
        }

        private func makeFirst() -> FirstViewController {
            let first = FirstViewController()
            first.onNext = { [weak self] in
                guard let self else { return }
                navigationController.show(SecondViewController(), sender: nil)
            }
            return first
        }
    }
}
