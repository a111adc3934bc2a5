import Kata
@testable import Routing

/// Mutant: the router keeps the first code screen it made and pushes it again, so after Change
/// Number the code screen still names the first number. It shows only when the user sends a
/// code a second time, with another number.
final class ReusesCodeScreen: MutantRouter {
    private var codeScreen: UIViewController?

    override func navigate(to route: Route, animated: Bool) {
        guard case .otp = route else {
            super.navigate(to: route, animated: animated)
            return
        }
        let screen = codeScreen ?? makeViewController(for: route)
        codeScreen = screen
        navigationController.pushViewController(screen, animated: animated)
    }
}
