import Foundation
import Kata
@testable import Routing

/// Mutant: Login keeps the concrete router, so with any other router (a spy) it does nothing.
final class ConcreteRouterLogin: MutantRouter {
    override class func makeLogin(router: any Router) -> UIViewController {
        Concrete.LoginViewController(router: router)
    }
}

/// Screens that depend on the concrete router.
enum Concrete {
    /// A Login screen that casts its router to the concrete type.
    final class LoginViewController: UIViewController {
        private weak var router: MutantRouter?

        init(router: any Router) {
            self.router = router as? MutantRouter
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) {
            return nil
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            LoginForm.build(in: view, onSendCode: { [weak self] phone in
                self?.router?.navigate(to: .otp(phone: phone), animated: true)
            }, onTerms: { [weak self] in
                self?.router?.present(.terms, animated: true)
            })
        }
    }
}

/// Mutant: the code screen keeps the concrete router, so with a spy its buttons do nothing.
final class ConcreteRouterCodeScreen: MutantRouter {
    override class func makeCodeScreen(phone: String, router: any Router) -> UIViewController {
        Concrete.OTPViewController(phone: phone, router: router)
    }
}

extension Concrete {
    /// A code screen that casts its router to the concrete type.
    final class OTPViewController: UIViewController {
        private let phone: String
        private weak var router: MutantRouter?

        init(phone: String, router: any Router) {
            self.phone = phone
            self.router = router as? MutantRouter
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) {
            return nil
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Enter Code"
            CodeForm.build(in: view, phone: phone, onVerify: { [weak self] in
                self?.router?.navigate(to: .home, animated: true)
            }, onChangeNumber: { [weak self] in
                self?.router?.pop(animated: true)
            })
        }
    }
}
