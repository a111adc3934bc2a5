import Foundation
import Kata
@testable import Routing
@testable import RoutingMutants
import Testing

extension SwitchExpressionBaseline.AppRouter: RoutingFlow {
    static func makeLogin(router: any Router) -> UIViewController {
        SwitchExpressionBaseline.LoginViewController(router: router)
    }

    static func makeCodeScreen(phone: String, router: any Router) -> UIViewController {
        SwitchExpressionBaseline.OTPViewController(phone: phone, router: router)
    }
}

extension HelperMethodsBaseline.AppRouter: RoutingFlow {
    static func makeLogin(router: any Router) -> UIViewController {
        HelperMethodsBaseline.LoginViewController(router: router)
    }

    static func makeCodeScreen(phone: String, router: any Router) -> UIViewController {
        HelperMethodsBaseline.OTPViewController(phone: phone, router: router)
    }
}

extension TransitionEnumBaseline.AppRouter: RoutingFlow {
    static func makeLogin(router: any Router) -> UIViewController {
        TransitionEnumBaseline.LoginViewController(router: router)
    }

    static func makeCodeScreen(phone: String, router: any Router) -> UIViewController {
        TransitionEnumBaseline.OTPViewController(phone: phone, router: router)
    }
}

extension RoutingChecks {
    /// Runs every check, for designs that must pass them all.
    func runAll() {
        factoryBuildsEveryRoute()
        sendCodeShowsCodeScreen()
        screensUseRouterProtocol()
        presentWrapsInOwnStack()
        popAndDismissDoTheirOwnJob()
        routerAndScreensReleased()
        verifyShowsHome()
    }
}

/// Proves the grader accepts correct designs it was not written for: each was written from the
/// lesson and the stub alone, by someone who never saw the grader, and must pass every check.
@MainActor
@Suite("Kata 2 · Other correct designs pass every check")
struct RoutingBaselineTests {
    @Test("A design with an expression switch passes")
    func switchExpressionBaseline() {
        RoutingChecks<SwitchExpressionBaseline.AppRouter>().runAll()
    }

    @Test("A design with helper methods and a weak box passes")
    func helperMethodsBaseline() {
        RoutingChecks<HelperMethodsBaseline.AppRouter>().runAll()
    }

    @Test("A design with a transition enum passes")
    func transitionEnumBaseline() {
        RoutingChecks<TransitionEnumBaseline.AppRouter>().runAll()
    }
}
