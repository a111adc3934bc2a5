import Foundation
import Kata
@testable import Routing

/// Mutant: the code screen is made without its phone number, styled, and handed the number
/// afterwards. Styling touches `view`, which loads it on the spot, so `viewDidLoad` has already
/// shown an empty number; on a device as here.
final class LoadsCodeScreenBeforePhone: MutantRouter {
    override func navigate(to route: Route, animated: Bool) {
        guard case let .otp(phone) = route else {
            return super.navigate(to: route, animated: animated)
        }
        let screen = LateData.OTPViewController()
        screen.view.backgroundColor = .systemBackground
        screen.phone = phone
        navigationController.pushViewController(screen, animated: animated)
    }
}

/// Screens that take their data after they are made.
enum LateData {
    /// A code screen whose phone number is set after creation.
    final class OTPViewController: UIViewController {
        var phone = ""

        override func viewDidLoad() {
            super.viewDidLoad()
            let prompt = UILabel()
            prompt.text = "Enter the code sent to \(phone)"
            view.addSubview(prompt)
        }
    }
}
