import Kata
@testable import Onboarding

/// A correct design the grader must accept, written from the lesson alone by someone who never
/// saw the grader: delegate protocols adopted in extensions, and a step enum with one `go(to:)` switch.
///
/// Its types are nested here so that several designs, each with its own screens under the
/// lesson's names, live in one module.
enum DelegateBaseline {}

extension DelegateBaseline {
    /// What account creation reports.
    @MainActor
    protocol AccountCreationViewControllerDelegate: AnyObject {
        /// The user tapped Create Account with `name` typed.
        func accountCreationViewController(
            _ accountCreationViewController: AccountCreationViewController,
            didCreateAccountNamed name: String
        )
    }

    /// Asks for the new user's name.
    final class AccountCreationViewController: UIViewController {
        /// Told about the user's taps; weak, as delegates are.
        weak var delegate: (any AccountCreationViewControllerDelegate)?

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
                self.delegate?.accountCreationViewController(self, didCreateAccountNamed: self.nameField.text ?? "")
            }, for: .touchUpInside)
            view.addSubview(create)
        }
    }

    /// Runs onboarding: Welcome, then account creation, then the dashboard.
    final class OnboardingCoordinator: Coordinator {
        /// The steps of onboarding, the data each one needs included.
        private enum Step {
            case welcome
            case accountCreation
            case dashboard(name: String)
        }

        let navigationController: UINavigationController

        init(navigationController: UINavigationController) {
            self.navigationController = navigationController
        }

        /// Shows Welcome as the only screen of the stack.
        func start() {
            go(to: .welcome)
        }

        /// Called when the user taps Next on Welcome.
        func showAccountCreation() {
            go(to: .accountCreation)
        }

        /// Called when the user taps Create Account.
        func showDashboard(name: String) {
            go(to: .dashboard(name: name))
        }

        /// The one place that makes onboarding's screens and shows them.
        private func go(to step: Step) {
            switch step {
            case .welcome:
                let welcome = WelcomeViewController()
                welcome.delegate = self
                navigationController.setViewControllers([welcome], animated: false)
            case .accountCreation:
                let accountCreation = AccountCreationViewController()
                accountCreation.delegate = self
                navigationController.pushViewController(accountCreation, animated: true)
            case .dashboard(let name):
                let dashboard = DashboardViewController(name: name)
                navigationController.setViewControllers([dashboard], animated: true)
            }
        }
    }

    /// What Welcome reports.
    @MainActor
    protocol WelcomeViewControllerDelegate: AnyObject {
        /// The user tapped Next.
        func welcomeViewControllerDidTapNext(_ welcomeViewController: WelcomeViewController)
    }

    /// The first screen of onboarding.
    final class WelcomeViewController: UIViewController {
        /// Told about the user's taps; weak, as delegates are.
        weak var delegate: (any WelcomeViewControllerDelegate)?

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Welcome"
            let next = UIButton(type: .system)
            next.setTitle("Next", for: .normal)
            next.addAction(UIAction { [weak self] _ in
                guard let self else { return }
                self.delegate?.welcomeViewControllerDidTapNext(self)
            }, for: .touchUpInside)
            view.addSubview(next)
        }
    }
}

extension DelegateBaseline.OnboardingCoordinator: DelegateBaseline.WelcomeViewControllerDelegate {
    func welcomeViewControllerDidTapNext(_ welcomeViewController: DelegateBaseline.WelcomeViewController) {
        showAccountCreation()
    }
}

extension DelegateBaseline.OnboardingCoordinator: DelegateBaseline.AccountCreationViewControllerDelegate {
    func accountCreationViewController(
        _ accountCreationViewController: DelegateBaseline.AccountCreationViewController,
        didCreateAccountNamed name: String
    ) {
        showDashboard(name: name)
    }
}
