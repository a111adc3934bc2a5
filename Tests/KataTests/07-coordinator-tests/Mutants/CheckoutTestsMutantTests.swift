import Checkout
import Foundation
import KataGrading
import KataRunnerCore
import Testing

/// Proves the grader: the reference tests pass every check, and each wrong suite is caught by
/// the check written for its mistake; a suite that lacks one test lets through exactly the
/// broken coordinators that test alone catches.
@MainActor
@Suite("Kata 7 · Testing a coordinator: the grader catches each mistake", KataGraders.onlyWhenRequested)
struct CheckoutTestsMutantTests {
    @Test("The reference tests pass every check, so each mutant fails for its one mistake")
    func referencePasses() {
        CheckoutTestsChecks<WrittenTests>().runAll()
    }

    @Test("Each mutant fails the check written for its mistake", arguments: [
        CheckoutTestsChecks<NoTests>.mutant("A suite with no tests", caughtBy: 1, saying: "There are no tests"),
        CheckoutTestsChecks<NoTests>.mutant("A suite with no tests, for the broken coordinators", caughtBy: 2, saying: "Finish task 1 first"),
        CheckoutTestsChecks<ExpectsPushedPaymentSuite>.mutant("A test that expects the payment screen pushed", caughtBy: 1, saying: "continuePushesThePayment() fails at CheckoutTestsMutants/ExpectsPushedPayment.swift:19: "),
        CheckoutTestsChecks<CrashesOnFirstScreenSuite>.mutant("A test that crashes against the working coordinator", caughtBy: 1, saying: "startShowsTheAddress() crashes: "),
        CheckoutTestsChecks<WaitsForAReportSuite>.mutant("A test that waits in a loop for a report nothing triggers", caughtBy: 1, saying: "theFlowEndsByItself() made no progress"),
        CheckoutTestsChecks<SpyKeepsTheSheetSuite>.mutant("A release test whose spy keeps the sheet it expects released", caughtBy: 1, saying: "the swiped sheet is released"),
        CheckoutTestsChecks<ExpectsAnimationSuite>.mutant("A test that expects `animated: true`, which a correct coordinator may leave out", caughtBy: 12, saying: "checkoutPushesTheAddressWithAnimation() fails"),
        CheckoutTestsChecks<SharesCheckoutBetweenTestsSuite>.mutant("A test that goes on from the checkout an earlier test kept in a static property", caughtBy: 11, saying: "continuePresentsThePayment() fails"),
        CheckoutTestsChecks<ExpectsNothingSuite>.mutant("Tests that expect nothing", caughtBy: 2, saying: "do they expect anything"),
        CheckoutTestsChecks<CountsRequestsOnlySuite>.mutant("Tests that count the router's requests and never look at them", caughtBy: 4, saying: "pushes the payment screen onto the stack"),
        CheckoutTestsChecks<ExpectsRequestsAnywhereSuite>.mutant("A test that expects the dismissal and the receipt after paying, in any order", caughtBy: 5, saying: "and only then dismisses the payment sheet"),
        CheckoutTestsChecks<WithoutDismissTest>.mutant("The reference tests without the dismiss test", caughtOnlyBy: 5, saying: "without dismissing the payment sheet"),
        CheckoutTestsChecks<WithoutReceiptTest>.mutant("The reference tests without the receipt's data test", caughtOnlyBy: 6, saying: "empty address"),
        CheckoutTestsChecks<WithoutSecondReportTest>.mutant("The reference tests without Done twice and the pop after it", caughtOnlyBy: 8, saying: "calls onFinish again"),
        CheckoutTestsChecks<WithoutBackTest>.mutant("The reference tests without Back from the cart", caughtOnlyBy: 9, saying: "goes Back from the cart"),
        CheckoutTestsChecks<WithoutSwipeTest>.mutant("The reference tests without the swiped-away sheet", caughtOnlyBy: 10, saying: "swipes the sheet away"),
    ])
    func mutantIsCaught(_ mutant: Mutant) {
        mutant.expectCaught()
    }
}

/// The reference tests' comments, which `kata-runner solution` shows, say which broken
/// coordinators each test catches: this keeps them true.
@MainActor
@Suite("Kata 7 · Testing a coordinator: the reference tests say what they catch", KataGraders.onlyWhenRequested)
struct CheckoutTestsCatchListTests {
    @Test("Each reference test's comment names the tasks whose broken coordinator it fails against")
    func commentsNameWhatEachTestCatches() throws {
        let file = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/Solutions/07-coordinator-tests/CheckoutCoordinatorTests.swift")
        let said = CatchComments(source: try String(contentsOf: file, encoding: .utf8)).tasksByTest
        #expect(said.count == 9, "every reference test has a comment that starts \"Catches\"")
        var caught: [String: [Int]] = [:]
        for mistake in BrokenCoordinator.mistakes {
            let task = CheckoutTestsChecks<WrittenTests>.task(catching: mistake)
            for test in CheckoutTestsChecks<WrittenTests>.failing(against: mistake) where caught[test]?.last != task {
                caught[test, default: []].append(task)
            }
        }
        for (test, tasks) in said {
            #expect(caught[test] ?? [] == tasks, "\(test) says it catches tasks \(tasks); it catches \(caught[test] ?? [])")
        }
    }
}
