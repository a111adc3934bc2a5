import Foundation
import Kata
@testable import Routing

/// Mutant: Login asks the router to navigate to Terms instead of presenting it, so Terms is
/// pushed as a page of the stack.
final class TermsPushedByLogin: MutantRouter {
    override class func makeLogin(router: any Router) -> UIViewController {
        PushingLoginViewController(router: router)
    }

    /// A Login screen whose Terms button asks for a push.
    final class PushingLoginViewController: UIViewController {
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
            LoginForm.build(in: view, onSendCode: { [weak self] phone in
                self?.router?.navigate(to: .otp(phone: phone), animated: true)
            }, onTerms: { [weak self] in
                self?.router?.navigate(to: .terms, animated: true)
            })
        }
    }
}
