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
            super.init()
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
