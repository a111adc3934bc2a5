import Kata
@testable import Routing

/// What the router grader needs from an implementation: a router it can create on a navigation
/// controller, and the Login and code screens made with any router, to hand them a spy.
@MainActor
protocol RoutingFlow: Router {
    init(navigationController: UINavigationController)
    static func makeLogin(router: any Router) -> UIViewController
    static func makeCodeScreen(phone: String, router: any Router) -> UIViewController
}

extension RoutingFlow {
    static func makeLogin(router: any Router) -> UIViewController {
        LoginViewController(router: router)
    }

    static func makeCodeScreen(phone: String, router: any Router) -> UIViewController {
        OTPViewController(phone: phone, router: router)
    }
}

extension AppRouter: RoutingFlow {}
