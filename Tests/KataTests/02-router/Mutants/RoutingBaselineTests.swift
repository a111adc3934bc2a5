import Foundation
import Kata
import KataGrading
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

extension DisabledSendBaseline.AppRouter: RoutingFlow {
    static func makeLogin(router: any Router) -> UIViewController {
        DisabledSendBaseline.LoginViewController(router: router)
    }

    static func makeCodeScreen(phone: String, router: any Router) -> UIViewController {
        DisabledSendBaseline.OTPViewController(phone: phone, router: router)
    }
}

/// Proves the grader accepts correct designs it was not written for: each was written from the
/// lesson and the stub alone, by someone who never saw the grader, and must pass every check.
@MainActor
@Suite("Kata 2 · Other correct designs pass every check", KataGraders.onlyWhenRequested)
struct RoutingBaselineTests {
    @Test("Each correct design passes every check", arguments: [
        RoutingChecks<SwitchExpressionBaseline.AppRouter>.design("A design with an expression switch"),
        RoutingChecks<HelperMethodsBaseline.AppRouter>.design("A design with helper methods and a weak box"),
        RoutingChecks<TransitionEnumBaseline.AppRouter>.design("A design with a transition enum"),
        RoutingChecks<DisabledSendBaseline.AppRouter>.design("A design whose Send Code waits, disabled, until a number is typed"),
    ])
    func designPasses(_ design: Design) {
        design.runAll()
    }
}
