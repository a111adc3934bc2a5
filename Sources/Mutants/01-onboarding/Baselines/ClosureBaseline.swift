import Kata
@testable import Onboarding

/// A correct design the grader must accept, written from the lesson alone by someone who never
/// saw the grader: screens report through closures that the coordinator sets with [weak self].
///
/// Its types are nested here so that several designs, each with its own screens under the
/// lesson's names, live in one module.
enum ClosureBaseline {}

extension ClosureBaseline {
    /// Asks for the new user's name.
    final class AccountCreationViewController: UIViewController {
        /// Called when the user taps Create Account, with the name typed.
        var onCreateAccount: ((String) -> Void)?

        private let nameField = UITextField()

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Create Account"
            nameField.placeholder = "Name"
            view.addSubview(nameField)
            let create = UIButton(type: .system)
            create.setTitle("Create Account", for: .normal)
            create.addAction(UIAction { [weak self] _ in
                guard let self else { return }
                self.onCreateAccount?(self.nameField.text ?? "")
            }, for: .touchUpInside)
            view.addSubview(create)
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
            let welcome = WelcomeViewController()
            welcome.onNext = { [weak self] in
                self?.showAccountCreation()
            }
            navigationController.setViewControllers([welcome], animated: false)
        }

        /// Called when the user taps Next on Welcome.
        func showAccountCreation() {
            let accountCreation = AccountCreationViewController()
            accountCreation.onCreateAccount = { [weak self] name in
                self?.showDashboard(name: name)
            }
            navigationController.pushViewController(accountCreation, animated: true)
        }

        /// Called when the user taps Create Account.
        func showDashboard(name: String) {
            let dashboard = DashboardViewController(name: name)
            navigationController.setViewControllers([dashboard], animated: true)
        }
    }

    /// The first screen of onboarding.
    final class WelcomeViewController: UIViewController {
        /// Called when the user taps Next. The screen does not know who listens, or what comes next.
        var onNext: (() -> Void)?

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Welcome"
            let next = UIButton(type: .system)
            next.setTitle("Next", for: .normal)
            next.addAction(UIAction { [weak self] _ in
                self?.onNext?()
            }, for: .touchUpInside)
            view.addSubview(next)
        }
    }
}
