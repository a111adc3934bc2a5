import Kata
@testable import Routing

/// What the router grader needs from an implementation: a router it can create on a navigation
/// controller, and the Login screen made with any router, to hand it a spy.
@MainActor
protocol RoutingFlow: Router {
    init(navigationController: UINavigationController)
    static func makeLogin(router: any Router) -> UIViewController
}

extension RoutingFlow {
    static func makeLogin(router: any Router) -> UIViewController {
        LoginViewController(router: router)
    }
}

extension AppRouter: RoutingFlow {}
