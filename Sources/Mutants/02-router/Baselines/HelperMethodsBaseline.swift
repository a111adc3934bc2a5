import Foundation
import Kata
@testable import Routing

/// A correct design the grader must accept, written from the lesson alone by someone who never
/// saw the grader: a statement `switch` factory, private push and wrap helpers, screens keeping their router in a weak box.
///
/// Its types are nested here so that several designs, each with its own screens under the
/// lesson's names, live in one module.
enum HelperMethodsBaseline {}

extension HelperMethodsBaseline {
    /// The app's router: it owns the navigation controller and is the only place screens are created.
    final class AppRouter: Router {
        private let navigationController: UINavigationController

        init(navigationController: UINavigationController) {
            self.navigationController = navigationController
        }

        // MARK: - Router

        func navigate(to route: Route, animated: Bool) {
            let screen = makeViewController(for: route)
            push(screen, animated: animated)
        }

        func present(_ route: Route, animated: Bool) {
            let screen = makeViewController(for: route)
            navigationController.present(inOwnNavigationController(screen), animated: animated)
        }

        func pop(animated: Bool) {
            // The root cannot be popped; say so here rather than rely on UIKit ignoring it.
            guard navigationController.viewControllers.count > 1 else { return }
            navigationController.popViewController(animated: animated)
        }

        func dismiss(animated: Bool) {
            // Only the modal closes; the stack under it is left alone.
            navigationController.presentedViewController?.dismiss(animated: animated)
        }

        // MARK: - The factory

        func makeViewController(for route: Route) -> UIViewController {
            switch route {
            case .login:
                return LoginViewController(router: self)
            case let .otp(phone):
                return OTPViewController(phone: phone, router: self)
            case .home:
                return HomeViewController(router: self)
            case .terms:
                return TermsViewController(router: self)
            }
        }

        // MARK: - Helpers

        private func push(_ screen: UIViewController, animated: Bool) {
            navigationController.pushViewController(screen, animated: animated)
        }

        /// A modal is a place of its own: it gets a navigation controller, so its bar buttons show.
        private func inOwnNavigationController(_ screen: UIViewController) -> UINavigationController {
            UINavigationController(rootViewController: screen)
        }
    }

    /// Asks for a phone number; Send Code leads to the code screen, Terms shows the terms.
    final class LoginViewController: UIViewController {
        /// Holds the router without keeping it alive: the router owns the stack this screen is in.
        private struct RouterReference {
            weak var router: (any Router)?
        }

        private let routerReference: RouterReference
        private let phoneField = UITextField()

        init(router: any Router) {
            routerReference = RouterReference(router: router)
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
                self?.sendCodeTapped()
            }, for: .touchUpInside)
            // Send Code waits for a number to be typed.
            sendCode.isEnabled = false
            phoneField.addAction(UIAction { [weak phoneField, weak sendCode] _ in
                sendCode?.isEnabled = !(phoneField?.text ?? "").isEmpty
            }, for: .editingChanged)
            view.addSubview(sendCode)
            let terms = UIButton(type: .system)
            terms.setTitle("Terms", for: .normal)
            terms.addAction(UIAction { [weak self] _ in
                self?.termsTapped()
            }, for: .touchUpInside)
            view.addSubview(terms)
        }

        private func sendCodeTapped() {
            let phone = phoneField.text ?? ""
            routerReference.router?.navigate(to: .otp(phone: phone), animated: true)
        }

        private func termsTapped() {
            routerReference.router?.present(.terms, animated: true)
        }
    }

    /// Asks for the one-time code sent to a phone number, which it receives through its route.
    final class OTPViewController: UIViewController {
        /// Holds the router without keeping it alive, as on Login.
        private struct RouterReference {
            weak var router: (any Router)?
        }

        private let phone: String
        private let routerReference: RouterReference

        init(phone: String, router: any Router) {
            self.phone = phone
            routerReference = RouterReference(router: router)
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
                self?.verifyTapped()
            }, for: .touchUpInside)
            view.addSubview(verify)
            let changeNumber = UIButton(type: .system)
            changeNumber.setTitle("Change Number", for: .normal)
            changeNumber.addAction(UIAction { [weak self] _ in
                self?.changeNumberTapped()
            }, for: .touchUpInside)
            view.addSubview(changeNumber)
        }

        private func verifyTapped() {
            routerReference.router?.navigate(to: .home, animated: true)
        }

        private func changeNumberTapped() {
            routerReference.router?.pop(animated: true)
        }
    }
}
