import Kata
@testable import Onboarding

/// A correct design the grader must accept, written from the lesson alone by someone who never
/// saw the grader: a weak coordinator property on each screen; `viewControllers =` to start and finish; `show(_:sender:)` to push; private factory helpers.
///
/// Its types are nested here so that several designs, each with its own screens under the
/// lesson's names, live in one module.
enum WeakPropertyBaseline {}

extension WeakPropertyBaseline {
    /// Asks for the new user's name.
    final class AccountCreationViewController: UIViewController {
        /// The coordinator told about the tap on Create Account; weak, as on Welcome.
        weak var coordinator: OnboardingCoordinator?

        private let nameField = UITextField()

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Create Account"
            nameField.placeholder = "Name"
            view.addSubview(nameField)
            let create = UIButton(type: .system)
            create.setTitle("Create Account", for: .normal)
            create.addAction(UIAction { [weak self] _ in
                self?.createTapped()
            }, for: .touchUpInside)
            view.addSubview(create)
        }

        private func createTapped() {
            let name = nameField.text ?? ""
            coordinator?.showDashboard(name: name)
        }
    }

    /// Runs onboarding: Welcome, then account creation, then the dashboard.
    final class OnboardingCoordinator: Coordinator {
        let navigationController: UINavigationController

        init(navigationController: UINavigationController) {
            self.navigationController = navigationController
        }

        /// Shows Welcome as the only screen of the stack.
        func start() {
            navigationController.viewControllers = [makeWelcome()]
        }

        /// Called when the user taps Next on Welcome.
        func showAccountCreation() {
            navigationController.show(makeAccountCreation(), sender: self)
        }

        /// Called when the user taps Create Account.
        func showDashboard(name: String) {
            // The dashboard becomes the whole stack: onboarding's screens are released.
            navigationController.viewControllers = [DashboardViewController(name: name)]
        }

        // MARK: - Making the screens

        private func makeWelcome() -> WelcomeViewController {
            let welcome = WelcomeViewController()
            welcome.coordinator = self
            return welcome
        }

        private func makeAccountCreation() -> AccountCreationViewController {
            let accountCreation = AccountCreationViewController()
            accountCreation.coordinator = self
            return accountCreation
        }
    }

    /// The first screen of onboarding.
    final class WelcomeViewController: UIViewController {
        /// The coordinator told about the tap on Next. Weak: the coordinator owns this screen's
        /// navigation controller, so a strong reference back would close a circle.
        weak var coordinator: OnboardingCoordinator?

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Welcome"
            let next = UIButton(type: .system)
            next.setTitle("Next", for: .normal)
            next.addAction(UIAction { [weak self] _ in
                self?.nextTapped()
            }, for: .touchUpInside)
            view.addSubview(next)
        }

        private func nextTapped() {
            coordinator?.showAccountCreation()
        }
    }
}
