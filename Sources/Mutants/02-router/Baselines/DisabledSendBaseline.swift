import Foundation
import Kata
@testable import Routing

/// A correct design the grader must accept, written from the lesson alone by someone who never
/// saw the grader: a sheet watcher passing swipes on through closures, a Send Code that waits,
/// disabled, until a number is typed, and a Phone field emptied each time Login shows again (both
/// choices lesson 2 leaves to the learner).
///
/// Its types are nested here so that several designs, each with its own screens under the
/// lesson's names, live in one module.
enum DisabledSendBaseline {}

extension DisabledSendBaseline {
    /// Hears the user's swipes on a sheet and passes them on through closures.
    @MainActor
    final class SheetWatcher: NSObject, UIAdaptivePresentationControllerDelegate {
        var onSwipedAway: (() -> Void)?

        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            onSwipedAway?()
        }
    }

    /// The app's router: it owns the navigation controller and is the only place screens are created.
    final class AppRouter: Router {
        private let navigationController: UINavigationController
        private let sheetWatcher = SheetWatcher()
        private var presentedRoute: Route?

        init(navigationController: UINavigationController) {
            self.navigationController = navigationController
            sheetWatcher.onSwipedAway = { [weak self] in
                self?.presentedRoute = nil
            }
        }

        func navigate(to route: Route, animated: Bool) {
            let screen = makeViewController(for: route)
            navigationController.pushViewController(screen, animated: animated)
        }

        func present(_ route: Route, animated: Bool) {
            guard presentedRoute == nil else { return }
            let modal = UINavigationController(rootViewController: makeViewController(for: route))
            modal.presentationController?.delegate = sheetWatcher
            presentedRoute = route
            navigationController.present(modal, animated: animated)
        }

        func pop(animated: Bool) {
            navigationController.popViewController(animated: animated)
        }

        func dismiss(animated: Bool) {
            guard presentedRoute != nil else { return }
            presentedRoute = nil
            navigationController.presentedViewController?.dismiss(animated: animated)
        }

        func makeViewController(for route: Route) -> UIViewController {
            switch route {
            case .login:
                return LoginViewController(router: self)
            case .otp(let phone):
                return OTPViewController(phone: phone, router: self)
            case .home:
                return HomeViewController(router: self)
            case .terms:
                return TermsViewController(router: self)
            }
        }
    }

    /// Asks for a phone number; Send Code leads to the code screen, Terms shows the terms.
    /// Send Code waits, disabled, until a number is typed; the field starts empty each time Login shows again.
    final class LoginViewController: UIViewController {
        private let phoneField = UITextField()
        private let sendCode = UIButton(type: .system)
        private weak var router: (any Router)?

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
            phoneField.addAction(UIAction { [weak self] _ in
                self?.updateSendCode()
            }, for: .editingChanged)
            view.addSubview(phoneField)
            sendCode.setTitle("Send Code", for: .normal)
            sendCode.addAction(UIAction { [weak self] _ in
                guard let self, let phone = phoneField.text, !phone.isEmpty else { return }
                router?.navigate(to: .otp(phone: phone), animated: true)
            }, for: .touchUpInside)
            view.addSubview(sendCode)
            let terms = UIButton(type: .system)
            terms.setTitle("Terms", for: .normal)
            terms.addAction(UIAction { [weak self] _ in
                self?.router?.present(.terms, animated: true)
            }, for: .touchUpInside)
            view.addSubview(terms)
            updateSendCode()
        }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            if !isMovingToParent {
                phoneField.text = ""
                updateSendCode()
            }
        }

        private func updateSendCode() {
            sendCode.isEnabled = !(phoneField.text ?? "").isEmpty
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
