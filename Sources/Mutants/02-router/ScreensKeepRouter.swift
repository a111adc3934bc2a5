import Foundation
import Kata
@testable import Routing

/// Mutant: Login keeps its router strongly, closing a cycle through the navigation controller.
final class ScreensKeepRouter: MutantRouter {
    override class func makeLogin(router: any Router) -> UIViewController {
        Strong.LoginViewController(router: router)
    }
}

/// Screens that keep their router alive.
enum Strong {
    /// A Login screen with a strong reference to its router.
    final class LoginViewController: UIViewController {
        private let router: any Router

        init(router: any Router) {
            self.router = router
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) {
            return nil
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            LoginForm.build(in: view, onSendCode: { [weak self] phone in
                self?.router.navigate(to: .otp(phone: phone), animated: true)
            }, onTerms: { [weak self] in
                self?.router.present(.terms, animated: true)
            })
        }
    }
}
