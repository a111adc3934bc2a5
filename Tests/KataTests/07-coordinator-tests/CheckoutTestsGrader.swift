import KataGrading
import Testing

/// Kata 7: testing a coordinator. The learner writes tests; each check runs them in a process of
/// its own against the given checkout coordinator, as given for check 1 and broken in one way for
/// each of the others, whose failures must show it. Its code is in `CheckoutTestsChecks`.
@MainActor
@Suite("Kata 7 · Testing a coordinator", KataGraders.onlyWhenRequested)
struct CheckoutTestsGrader {
    typealias Checks = CheckoutTestsChecks<WrittenTests>

    @Test("1. Your tests pass against the working coordinator")
    func passAgainstWorkingCoordinator() { Checks.runCurrentTest() }

    @Test("2. They catch a coordinator that skips the address")
    func catchSkippedAddress() { Checks.runCurrentTest() }

    @Test("3. They catch a coordinator that asks for payment before the address")
    func catchPaymentFirst() { Checks.runCurrentTest() }

    @Test("4. They catch a coordinator that pushes the payment screen instead of presenting it")
    func catchPushedPayment() { Checks.runCurrentTest() }

    @Test("5. They catch a coordinator that pushes the receipt with the payment sheet still up")
    func catchSheetLeftUp() { Checks.runCurrentTest() }

    @Test("6. They catch a coordinator that loses the address on the way to the receipt")
    func catchLostAddress() { Checks.runCurrentTest() }

    @Test("7. They catch a coordinator that never reports a completed checkout")
    func catchMissingReport() { Checks.runCurrentTest() }

    @Test("8. They catch a coordinator that can report the end of checkout twice")
    func catchSecondReport() { Checks.runCurrentTest() }

    @Test("9. They catch a coordinator that ignores Back from the cart")
    func catchIgnoredBack() { Checks.runCurrentTest() }

    @Test("10. They catch a coordinator that keeps the payment step after its sheet is swiped away")
    func catchKeptPaymentStep() { Checks.runCurrentTest() }

    @Test("11. Each test passes alone, whatever ran before it")
    func eachTestPassesAlone() { Checks.runCurrentTest() }

    @Test("12. Your tests pass against a correct coordinator that animates nothing")
    func passAgainstCorrectReshape() { Checks.runCurrentTest() }
}
