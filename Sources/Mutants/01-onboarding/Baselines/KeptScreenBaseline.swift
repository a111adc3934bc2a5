import Kata
@testable import Onboarding

/// A correct design the grader must accept, written from the lesson alone by someone who never
/// saw the grader: closures, and one account creation screen kept and pushed again after Back, so
/// the name typed is still there (lesson 1 leaves that choice to the learner).
///
/// Its types are nested here so that several designs, each with its own screens under the
/// lesson's names, live in one module.
enum KeptScreenBaseline {}

extension KeptScreenBaseline {
    /// Asks for the new user's name.
    final class AccountCreationViewController: UIViewController {
        /// Run with the typed name when the user taps Create Account.
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
                onCreateAccount?(nameField.text ?? "")
            }, for: .touchUpInside)
            view.addSubview(create)
        }
    }

    /// Runs onboarding: Welcome, then account creation, then the dashboard.
    final class OnboardingCoordinator: Coordinator {
        let navigationController: UINavigationController

        /// The account creation screen, made on the first Next and pushed again after each way back,
        /// so the name the user typed is still there.
        private var accountCreation: AccountCreationViewController?

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
            let screen = accountCreation ?? makeAccountCreation()
            accountCreation = screen
            navigationController.pushViewController(screen, animated: true)
        }

        /// Called when the user taps Create Account.
        func showDashboard(name: String) {
            accountCreation = nil
            navigationController.setViewControllers([DashboardViewController(name: name)], animated: true)
        }

        private func makeAccountCreation() -> AccountCreationViewController {
            let screen = AccountCreationViewController()
            screen.onCreateAccount = { [weak self] name in
                self?.showDashboard(name: name)
            }
            return screen
        }
    }

    /// The first screen of onboarding.
    final class WelcomeViewController: UIViewController {
        /// Run when the user taps Next.
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
