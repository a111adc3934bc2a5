import Foundation
import Kata
@testable import Routing

/// Mutant: Login disables Send Code on its first tap, against double taps, and never enables it
/// again, so after Change Number or Back the user cannot send a code for another number.
final class SendCodeStaysDisabled: MutantRouter {
    override class func makeLogin(router: any Router) -> UIViewController {
        DisablingLogin.LoginViewController(router: router)
    }
}

/// A Login screen that turns Send Code off for good.
enum DisablingLogin {
    /// Login, with a Send Code button disabled after its first tap.
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
            phoneField.placeholder = "Phone"
            view.addSubview(phoneField)
            let sendCode = UIButton(type: .system)
            sendCode.setTitle("Send Code", for: .normal)
            sendCode.addAction(UIAction { [weak self, weak sendCode] _ in
                guard let self else { return }
                sendCode?.isEnabled = false
                router?.navigate(to: .otp(phone: phoneField.text ?? ""), animated: true)
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
}
