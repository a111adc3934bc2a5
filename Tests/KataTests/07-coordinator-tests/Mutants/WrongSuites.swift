import KataGrading

/// A suite with no tests at all, as the stub ships.
enum NoTests: GradedSuite {
    static let id = "CheckoutTestsMutants.NoTests"
}

/// `Sources/Mutants/07-coordinator-tests/ExpectsPushedPayment.swift`.
enum ExpectsPushedPaymentSuite: GradedSuite {
    static let id = "CheckoutTestsMutants.ExpectsPushedPayment"
}

/// `Sources/Mutants/07-coordinator-tests/CrashesOnFirstScreen.swift`.
enum CrashesOnFirstScreenSuite: GradedSuite {
    static let id = "CheckoutTestsMutants.CrashesOnFirstScreen"
}

/// `Sources/Mutants/07-coordinator-tests/ExpectsNothing.swift`.
enum ExpectsNothingSuite: GradedSuite {
    static let id = "CheckoutTestsMutants.ExpectsNothing"
}

/// `Sources/Mutants/07-coordinator-tests/SpyKeepsTheSheet.swift`.
enum SpyKeepsTheSheetSuite: GradedSuite {
    static let id = "CheckoutTestsMutants.SpyKeepsTheSheet"
}

/// `Sources/Mutants/07-coordinator-tests/CountsRequestsOnly.swift`.
enum CountsRequestsOnlySuite: GradedSuite {
    static let id = "CheckoutTestsMutants.CountsRequestsOnly"
}

/// `Sources/Mutants/07-coordinator-tests/ExpectsRequestsAnywhere.swift`.
enum ExpectsRequestsAnywhereSuite: GradedSuite {
    static let id = "CheckoutTestsMutants.ExpectsRequestsAnywhere"
}

/// `Sources/Mutants/07-coordinator-tests/ExpectsAnimation.swift`.
enum ExpectsAnimationSuite: GradedSuite {
    static let id = "CheckoutTestsMutants.ExpectsAnimation"
}

/// `Sources/Mutants/07-coordinator-tests/SharesCheckoutBetweenTests.swift`.
enum SharesCheckoutBetweenTestsSuite: GradedSuite {
    static let id = "CheckoutTestsMutants.SharesCheckoutBetweenTests"
}

/// `Sources/Mutants/07-coordinator-tests/WaitsForAReport.swift`.
enum WaitsForAReportSuite: GradedSuite {
    static let id = "CheckoutTestsMutants.WaitsForAReport"
}

/// The reference tests less the one that checks the sheet is dismissed before the receipt.
enum WithoutDismissTest: GradedSuite {
    static let id = WrittenTests.id
    static let skipped = [WrittenTests.reference("payingDismissesTheSheetBeforePushingTheReceipt()")]
}

/// The reference tests less the one that checks the receipt's data.
enum WithoutReceiptTest: GradedSuite {
    static let id = WrittenTests.id
    static let skipped = [WrittenTests.reference("theReceiptHasWhatWasBoughtWhereItGoesAndHowItWasPaid()")]
}

/// The reference tests less the one that plays Done twice and the pop after it.
enum WithoutSecondReportTest: GradedSuite {
    static let id = WrittenTests.id
    static let skipped = [WrittenTests.reference("checkoutEndsOnceWhateverFollowsDone()")]
}

/// The reference tests less the one that plays Back from the cart.
enum WithoutBackTest: GradedSuite {
    static let id = WrittenTests.id
    static let skipped = [WrittenTests.reference("backFromTheCartCancelsCheckout()")]
}

/// The reference tests less the one that swipes the sheet away.
enum WithoutSwipeTest: GradedSuite {
    static let id = WrittenTests.id
    static let skipped = [WrittenTests.reference("swipingTheSheetAwayEndsThePaymentStepAndContinueAsksAgain()")]
}

extension WrittenTests {
    /// The ID of a test function of the reference suite, `CheckoutCoordinatorTests`.
    static func reference(_ function: String) -> String {
        "\(id).CheckoutCoordinatorTests/\(function)"
    }
}
