import Foundation
import Kata
@testable import Routing

/// A correct design the grader must accept, written from the lesson alone by someone who never
/// saw the grader: a private transition enum run by one `perform(_:animated:)`, screens unwrapping the weak router on each tap.
///
/// Its types are nested here so that several designs, each with its own screens under the
/// lesson's names, live in one module.
enum TransitionEnumBaseline {}

extension TransitionEnumBaseline {
    /// The app's router: it owns the navigation controller and is the only place screens are created.
    final class AppRouter: Router {
        /// Everything the router does to the screen hierarchy, performed in one place.
        private enum Transition {
            case push(UIViewController)
            case present(UIViewController)
            case pop
            case dismiss
        }

        private let navigationController: UINavigationController

        init(navigationController: UINavigationController) {
            self.navigationController = navigationController
        }

        // MARK: - Router

        func navigate(to route: Route, animated: Bool) {
            perform(.push(makeViewController(for: route)), animated: animated)
        }

        func present(_ route: Route, animated: Bool) {
            perform(.present(makeViewController(for: route)), animated: animated)
        }

        func pop(animated: Bool) {
            perform(.pop, animated: animated)
        }

        func dismiss(animated: Bool) {
            perform(.dismiss, animated: animated)
        }

        func makeViewController(for route: Route) -> UIViewController {
            let screen: UIViewController
            switch route {
            case .login:
                screen = LoginViewController(router: self)
            case .otp(let phone):
                screen = OTPViewController(phone: phone, router: self)
            case .home:
                screen = HomeViewController(router: self)
            case .terms:
                screen = TermsViewController(router: self)
            }
            return screen
        }

        // MARK: - Performing transitions

        private func perform(_ transition: Transition, animated: Bool) {
            switch transition {
            case .push(let screen):
                navigationController.pushViewController(screen, animated: animated)
            case .present(let screen):
                // A modal gets a stack of its own, for its bar buttons and any screens it pushes.
                let modal = UINavigationController(rootViewController: screen)
                navigationController.present(modal, animated: animated)
            case .pop:
                navigationController.popViewController(animated: animated)
            case .dismiss:
                guard navigationController.presentedViewController != nil else { return }
                navigationController.dismiss(animated: animated)
            }
        }
    }

    /// Asks for a phone number; Send Code leads to the code screen, Terms shows the terms.
    final class LoginViewController: UIViewController {
        private weak var router: (any Router)?
        private let phoneField = UITextField()

        init(router: any Router) {
            self.router = router
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) {
            return nil
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Sign In"
            phoneField.placeholder = "Phone"
            view.addSubview(phoneField)
            addButton(titled: "Send Code") { [weak self] router in
                guard let self else { return }
                router.navigate(to: .otp(phone: self.phoneField.text ?? ""), animated: true)
            }
            addButton(titled: "Terms") { router in
                router.present(.terms, animated: true)
            }
        }

        /// Adds a button whose tap hands the router, while it is still there, to `action`.
        private func addButton(titled title: String, action: @escaping @MainActor (any Router) -> Void) {
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            button.addAction(UIAction { [weak self] _ in
                guard let router = self?.router else { return }
                action(router)
            }, for: .touchUpInside)
            view.addSubview(button)
        }
    }

    /// Asks for the one-time code sent to a phone number, which it receives through its route.
    final class OTPViewController: UIViewController {
        private let phone: String
        private weak var router: (any Router)?

        init(phone: String, router: any Router) {
            self.phone = phone
            self.router = router
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) {
            return nil
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Enter Code"
            let prompt = UILabel()
            prompt.text = "Enter the code sent to \(phone)"
            view.addSubview(prompt)
            let codeField = UITextField()
            codeField.placeholder = "Code"
            view.addSubview(codeField)
            addButton(titled: "Verify") { router in
                router.navigate(to: .home, animated: true)
            }
            addButton(titled: "Change Number") { router in
                router.pop(animated: true)
            }
        }

        /// Adds a button whose tap hands the router, while it is still there, to `action`.
        private func addButton(titled title: String, action: @escaping @MainActor (any Router) -> Void) {
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            button.addAction(UIAction { [weak self] _ in
                guard let router = self?.router else { return }
                action(router)
            }, for: .touchUpInside)
            view.addSubview(button)
        }
    }
}
