import Foundation
import Kata
import KataGrading
import Testing
@testable import PathCoordinator
@testable import PathCoordinatorMutants

/// Proves the path-coordinator grader: each mutant is caught by the check written for its mistake.
@MainActor
@Suite("Kata 5 · Path coordinator grader catches each mistake", KataGraders.onlyWhenRequested)
struct PathCoordinatorMutantTests {
    @Test("The reference solution through the mutants' root view passes every check, so each mutant fails for its one mistake")
    func referenceThroughMutantRootPasses() {
        PathCoordinatorChecks<ReferenceThroughMutantRootDesign>().runAll()
        PathCoordinatorChecks<RestorationDropsDataDesign>().pathDecidesScreens()
        PathCoordinatorChecks<ClosureKeepsCoordinatorDesign>().deepLinkBuildsPath()
    }

    @Test("Each mutant fails the check written for its mistake", arguments: [
        PathCoordinatorChecks<DestinationIgnoresCaseDesign>.mutant("A destination that shows nothing for one route", caughtBy: 1, saying: "each route in the path shows its screen above the phone screen"),
        PathCoordinatorChecks<ConstantPathBindingDesign>.mutant("A constant binding of the path, which Back cannot shrink", caughtBy: 2, saying: "a binding it cannot write (`.constant(coordinator.path)`) keeps the old one"),
        PathCoordinatorChecks<SendCodeGuardNeverResetDesign>.mutant("A double-tap guard on Send Code that nothing resets, so Send Code is dead after Back", caughtBy: 2, saying: "does something set on the first tap"),
        PathCoordinatorChecks<StaleNumberAfterBackDesign>.mutant("A phone screen that sends the first number again after Back and another number", caughtBy: 2, saying: "the number typed this time"),
        PathCoordinatorChecks<ViewAppendsToPathDesign>.mutant("A view that appends to the path itself", caughtBy: 3, saying: "PhoneView, a view, changes the path itself at"),
        PathCoordinatorChecks<ParentNeverLetsGoDesign>.mutant("A parent that shows Home but never lets go of the flow", caughtBy: 4, saying: "Set its optional child to nil when the flow completes"),
        PathCoordinatorChecks<ClosureKeepsCoordinatorDesign>.mutant("A completion closure that keeps its own coordinator", caughtBy: 4, saying: "kept by itself: the closure in its own onComplete captures it"),
        PathCoordinatorChecks<DeepLinkOneAtATimeDesign>.mutant("A link that pushes one screen at a time, with animations in between", caughtBy: 5, saying: "not later or a screen at a time"),
        PathCoordinatorChecks<LinkNeverReachesFlowDesign>.mutant("An app coordinator that reads a link but never hands it to the flow", caughtBy: 5, saying: "does `AppCoordinator.open(_:)` hand the link's routes"),
        PathCoordinatorChecks<UnknownLinkEmptiesPathDesign>.mutant("An unknown link shown as an empty path, back to the phone screen", caughtBy: 5, saying: "a link the flow does not know changes nothing"),
        PathCoordinatorChecks<LinkAppendsPathDesign>.mutant("A link appended to the path instead of replacing it", caughtBy: 5, saying: "is it appended to the path instead?"),
        PathCoordinatorChecks<LinkRestartsFlowUnwiredDesign>.mutant("A link that starts a new flow nobody connects, so Accept after it does nothing", caughtOnlyBy: 8, saying: "\"Accept\" changed nothing in your app"),
        PathCoordinatorChecks<LinkIgnoredWhenRepeatedDesign>.mutant("A link ignored when it repeats the last one, so opening it again after Back does nothing", caughtBy: 5, saying: "also the same link a second time"),
        PathCoordinatorChecks<RestorationDropsDataDesign>.mutant("Restoration that drops a route's data", caughtBy: 6, saying: "The screens are the right ones, but not their data"),
        PathCoordinatorChecks<RestoreResetsFlowDesign>.mutant("A restore that starts the flow over, its completion cleared, so Accept after a restore does nothing", caughtOnlyBy: 8, saying: "the app relaunched with its path saved and restored, then \"Accept\""),
        PathCoordinatorChecks<HelpOutsidePathDesign>.mutant("Help pushed by a NavigationLink with a destination view, outside the path, which restoration loses", caughtBy: 6, saying: "HelpView was pushed outside the path"),
        PathCoordinatorChecks<LinkRewiresCompletionStronglyDesign>.mutant("A link that wires the flow's completion again, capturing the app coordinator strongly", caughtBy: 7, saying: "just after katas://sign-in/"),
        PathCoordinatorChecks<EmptyNumberSendsLastOneDesign>.mutant("Send Code with the field cleared sends the number sent before", caughtOnlyBy: 8, saying: "clearing Phone number, then \"Send Code\""),
        PathCoordinatorChecks<CapturesAppStronglyDesign>.mutant("A completion closure that captures the app coordinator strongly", caughtBy: 7, saying: "kept by the closure in AuthCoordinator.onComplete, which captures it"),
    ])
    func mutantIsCaught(_ mutant: Mutant) {
        mutant.expectCaught()
    }
}
