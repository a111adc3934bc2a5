import Foundation
import Kata
@testable import Routing

/// Mutant: the code screen is pushed first and handed its phone number afterwards, when its
/// view has already loaded and shown an empty number.
final class PassesPhoneAfterPush: MutantRouter {
    override func navigate(to route: Route, animated: Bool) {
        guard case let .otp(phone) = route else {
            return super.navigate(to: route, animated: animated)
        }
        let screen = LateData.OTPViewController()
        navigationController.pushViewController(screen, animated: animated)
        screen.phone = phone
    }

    override func makeViewController(for route: Route) -> UIViewController {
        if case let .otp(phone) = route {
            let screen = LateData.OTPViewController()
            screen.phone = phone
            return screen
        }
        return super.makeViewController(for: route)
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
