import Kata
@testable import Routing

/// Mutant: the code screen is created in navigate(to:), outside the factory, whose case for it
/// was left as a placeholder.
final class FactoryMissesCodeScreen: MutantRouter {
    override func navigate(to route: Route, animated: Bool) {
        if case let .otp(phone) = route {
            navigationController.pushViewController(OTPViewController(phone: phone, router: self), animated: animated)
        } else {
            super.navigate(to: route, animated: animated)
        }
    }

    override func makeViewController(for route: Route) -> UIViewController {
        if case .otp = route {
            return UIViewController()
        }
        return super.makeViewController(for: route)
    }
}
