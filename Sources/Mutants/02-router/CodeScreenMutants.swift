import Foundation
import Kata
@testable import Routing

/// Mutant: the code screen keeps its router strongly, so the app leaks whenever it lets go while
/// that screen is on the stack, and only then.
final class CodeScreenKeepsRouter: MutantRouter {
    override class func makeCodeScreen(phone: String, router: any Router) -> UIViewController {
        Strong.OTPViewController(phone: phone, router: router)
    }
}

/// Mutant: the code screen's Verify button does nothing.
final class DeadVerifyButton: MutantRouter {
    override class func makeCodeScreen(phone: String, router: any Router) -> UIViewController {
        DeadVerify.OTPViewController(phone: phone, router: router)
    }
}

extension Strong {
    /// A code screen with a strong reference to its router.
    final class OTPViewController: UIViewController {
        private let phone: String
        private let router: any Router

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
            CodeForm.build(in: view, phone: phone, onVerify: { [weak self] in
                self?.router.navigate(to: .home, animated: true)
            }, onChangeNumber: { [weak self] in
                self?.router.pop(animated: true)
            })
        }
    }
}

/// A code screen whose Verify button was never wired.
enum DeadVerify {
    /// The code screen, with Change Number working and Verify doing nothing.
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
            CodeForm.build(in: view, phone: phone, onVerify: {}, onChangeNumber: { [weak self] in
                self?.router?.pop(animated: true)
            })
        }
    }
}
