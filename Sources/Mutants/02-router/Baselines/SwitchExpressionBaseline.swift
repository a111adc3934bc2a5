import Foundation
import Kata
@testable import Routing

/// A correct design the grader must accept, written from the lesson alone by someone who never
/// saw the grader: an expression `switch` factory; pop and dismiss on the owned navigation controller.
///
/// Its types are nested here so that several designs, each with its own screens under the
/// lesson's names, live in one module.
enum SwitchExpressionBaseline {}

extension SwitchExpressionBaseline {
    /// The app's router: it owns the navigation controller and is the only place screens are created.
    final class AppRouter: Router {
        private let navigationController: UINavigationController

        init(navigationController: UINavigationController) {
            self.navigationController = navigationController
        }

        func navigate(to route: Route, animated: Bool) {
            navigationController.pushViewController(makeViewController(for: route), animated: animated)
        }

        func present(_ route: Route, animated: Bool) {
            let modal = UINavigationController(rootViewController: makeViewController(for: route))
            navigationController.present(modal, animated: animated)
        }

        func pop(animated: Bool) {
            navigationController.popViewController(animated: animated)
        }

        func dismiss(animated: Bool) {
            navigationController.dismiss(animated: animated)
        }

        func makeViewController(for route: Route) -> UIViewController {
            switch route {
            case .login:
                LoginViewController(router: self)
            case .otp(let phone):
                OTPViewController(phone: phone, router: self)
            case .home:
                HomeViewController(router: self)
            case .terms:
                TermsViewController(router: self)
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
            let sendCode = UIButton(type: .system)
            sendCode.setTitle("Send Code", for: .normal)
            sendCode.addAction(UIAction { [weak self] _ in
                guard let self else { return }
                self.router?.navigate(to: .otp(phone: self.phoneField.text ?? ""), animated: true)
            }, for: .touchUpInside)
            view.addSubview(sendCode)
            let terms = UIButton(type: .system)
            terms.setTitle("Terms", for: .normal)
            terms.addAction(UIAction { [weak self] _ in
                self?.router?.present(.terms, animated: true)
            }, for: .touchUpInside)
            view.addSubview(terms)
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
            let verify = UIButton(type: .system)
            verify.setTitle("Verify", for: .normal)
            verify.addAction(UIAction { [weak self] _ in
                self?.router?.navigate(to: .home, animated: true)
            }, for: .touchUpInside)
            view.addSubview(verify)
            let changeNumber = UIButton(type: .system)
            changeNumber.setTitle("Change Number", for: .normal)
            changeNumber.addAction(UIAction { [weak self] _ in
                self?.router?.pop(animated: true)
            }, for: .touchUpInside)
            view.addSubview(changeNumber)
        }
    }
}
