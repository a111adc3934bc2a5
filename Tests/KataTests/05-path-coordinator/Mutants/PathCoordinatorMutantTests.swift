import Foundation
import Kata
import Testing
@testable import PathCoordinator
@testable import PathCoordinatorMutants

extension PathCoordinatorChecks {
    /// Runs every check, for designs that must pass them all.
    func runAll() {
        pathDecidesScreens()
        backShrinksPath()
        screensNeverChangePath()
        acceptReleasesFlow()
        deepLinkBuildsPath()
        pathSurvivesRestoration()
        everythingReleasedWhenAppLetsGo()
    }
}

/// Proves the path-coordinator grader: each mutant is caught by the check written for its mistake.
@MainActor
@Suite("Kata 5 · Path coordinator grader catches each mistake")
struct PathCoordinatorMutantTests {
    @Test("The reference solution through the mutants' root view passes every check, so each mutant fails for its one mistake")
    func referenceThroughMutantRootPasses() {
        PathCoordinatorChecks<ReferenceThroughMutantRootDesign>().runAll()
        PathCoordinatorChecks<RestorationDropsDataDesign>().pathDecidesScreens()
        PathCoordinatorChecks<ClosureKeepsCoordinatorDesign>().deepLinkBuildsPath()
    }

    @Test("A destination that shows nothing for one route fails check 1")
    func destinationIgnoresCase() {
        withKnownIssue { PathCoordinatorChecks<DestinationIgnoresCaseDesign>().pathDecidesScreens() }
    }

    @Test("A constant binding of the path, which Back cannot shrink, fails check 2")
    func constantPathBinding() {
        withKnownIssue { PathCoordinatorChecks<ConstantPathBindingDesign>().backShrinksPath() }
    }

    @Test("A view that appends to the path itself fails check 3")
    func viewAppendsToPath() {
        withKnownIssue { PathCoordinatorChecks<ViewAppendsToPathDesign>().screensNeverChangePath() }
    }

    @Test("A parent that shows Home but never lets go of the flow fails check 4")
    func parentNeverLetsGo() {
        withKnownIssue { PathCoordinatorChecks<ParentNeverLetsGoDesign>().acceptReleasesFlow() }
    }

    @Test("A completion closure that keeps its own coordinator fails check 4")
    func closureKeepsCoordinator() {
        withKnownIssue { PathCoordinatorChecks<ClosureKeepsCoordinatorDesign>().acceptReleasesFlow() }
    }

    @Test("A link that pushes one screen at a time, with animations in between, fails check 5")
    func deepLinkOneAtATime() {
        withKnownIssue { PathCoordinatorChecks<DeepLinkOneAtATimeDesign>().deepLinkBuildsPath() }
    }

    @Test("Restoration that drops a route's data fails check 6")
    func restorationDropsData() {
        withKnownIssue { PathCoordinatorChecks<RestorationDropsDataDesign>().pathSurvivesRestoration() }
    }

    @Test("A completion closure that captures the app coordinator strongly fails check 7")
    func capturesAppStrongly() {
        withKnownIssue { PathCoordinatorChecks<CapturesAppStronglyDesign>().everythingReleasedWhenAppLetsGo() }
    }
}
