import Kata
import KataGrading
import Testing
@testable import ShopApp
@testable import ShopAppMutants

/// The state-driven design, as the checks take it.
enum StateDrivenDesign: ShopAppDesign {
    static func makeSceneDelegate(services: AppServices) -> any UISceneDelegate {
        StateDrivenBaseline.SceneDelegate(services: services)
    }
}

/// The design written without seeing the grader, as the checks take it.
enum WrittenBlindDesign: ShopAppDesign {
    static func makeSceneDelegate(services: AppServices) -> any UISceneDelegate {
        BlindSceneDelegate(services: services)
    }
}

/// Proves the grader accepts correct designs of other shapes than the reference's.
@MainActor
@Suite("Kata 9 · The capstone: other correct designs pass every check", KataGraders.onlyWhenRequested)
struct ShopAppBaselineTests {
    @Test("Each correct design passes every check", arguments: [
        ShopAppChecks<StateDrivenDesign>.design("A root that renders a state derived from the session, children in arrays, checkout presented from the detail, animated dismissals"),
        ShopAppChecks<WrittenBlindDesign>.design("Written without seeing the grader: a router per tab, a link handler, delegate protocols"),
    ])
    func designPasses(_ design: Design) {
        design.runAll()
    }
}
