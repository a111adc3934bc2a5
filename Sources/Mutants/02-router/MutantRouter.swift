import Kata
@testable import Routing

/// A correct router, using the reference screens, which each mutant breaks in one place.
///
/// On its own it passes every check, so a mutant that fails a check fails it for its one
/// mistake and nothing else.
@MainActor
class MutantRouter: Router {
    let navigationController: UINavigationController

    required init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    /// The Login screen for a router; mutants about screens replace it.
    class func makeLogin(router: any Router) -> UIViewController {
        LoginViewController(router: router)
    }

    /// The code screen for a phone number and a router; mutants about that screen replace it.
    class func makeCodeScreen(phone: String, router: any Router) -> UIViewController {
        OTPViewController(phone: phone, router: router)
    }

    func navigate(to route: Route, animated: Bool) {
        navigationController.pushViewController(makeViewController(for: route), animated: animated)
    }

    func present(_ route: Route, animated: Bool) {
        navigationController.present(UINavigationController(rootViewController: makeViewController(for: route)), animated: animated)
    }

    func pop(animated: Bool) {
        navigationController.popViewController(animated: animated)
    }

    func dismiss(animated: Bool) {
        navigationController.dismiss(animated: animated)
    }

    func makeViewController(for route: Route) -> UIViewController {
        switch route {
        case .login: Self.makeLogin(router: self)
        case let .otp(phone): Self.makeCodeScreen(phone: phone, router: self)
        case .home: HomeViewController(router: self)
        case .terms: TermsViewController(router: self)
        }
    }
}
