import Kata

/// The app's router: it owns the navigation controller and is the only place screens are created.
final class AppRouter: Router {
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func navigate(to route: Route, animated: Bool) {
        navigationController.pushViewController(makeViewController(for: route), animated: animated)
    }

    func present(_ route: Route, animated: Bool) {
        let modal = UINavigationController(rootViewController: makeViewController(for: route))
        navigationController.present(modal, animated: animated)
    }

    func pop(animated: Bool) {
        navigationController.popViewController(animated: animated)
    }

    func dismiss(animated: Bool) {
        navigationController.dismiss(animated: animated)
    }

    func makeViewController(for route: Route) -> UIViewController {
        switch route {
        case .login:
            LoginViewController(router: self)
        case let .otp(phone):
            OTPViewController(phone: phone, router: self)
        case .home:
            HomeViewController(router: self)
        case .terms:
            TermsViewController(router: self)
        }
    }
}
