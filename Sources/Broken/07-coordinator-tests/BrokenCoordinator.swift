import Foundation

/// The mistakes kata 7's grader breaks the given coordinators with, one at a time, to see
/// whether the learner's tests notice; and the correct changes of shape they must not notice.
///
/// `CheckoutCoordinator.swift` and `PaymentCoordinator.swift` in this folder are the given files
/// with lines marked `// broken` added; without those lines they are the given files, word for
/// word (a test keeps it so). A test process runs with `KATA_BROKEN` set to one case's raw value
/// to break the coordinators that way, or to `none` to run them as given.
package enum BrokenCoordinator: String, CaseIterable, Sendable {
    /// Checkout opens the payment sheet straight from the cart.
    case skipsAddress
    /// Checkout asks for payment first and the address after it.
    case asksPaymentFirst
    /// The payment screen is pushed instead of presented as a sheet.
    case pushesPayment
    /// Paying pushes the receipt while the payment sheet is still up.
    case leavesSheetUp
    /// Paying pushes the receipt, then dismisses the payment sheet: both requests are made, in
    /// the wrong order.
    case dismissesAfterPushing
    /// The receipt's address is empty, whatever the user typed.
    case losesAddress
    /// Done never reports to the parent.
    case neverReports
    /// Nothing stops a second report: Done twice, or the parent's pop after Done, report again.
    case reportsTwice
    /// Back from the cart reports nothing.
    case ignoresBack
    /// The payment step stays a child after its sheet is swiped away.
    case keepsPaymentChild
    /// Not a mistake: every push, presentation and dismissal without animation. What the user
    /// sees and the parent hears are the same, so tests of behaviour pass against it.
    case animatesNothing

    /// Whether this is a mistake a suite should catch, rather than a correct coordinator of
    /// another shape it should pass against.
    package var isMistake: Bool {
        self != .animatesNothing
    }

    /// The mistakes, in the order the checks name them.
    package static var mistakes: [BrokenCoordinator] {
        allCases.filter(\.isMistake)
    }

    /// The correct coordinators of other shapes.
    package static var reshaped: [BrokenCoordinator] {
        allCases.filter { !$0.isMistake }
    }

    /// The environment variable that names the mistake for a test process.
    package static let variable = "KATA_BROKEN"

    /// The value of ``variable`` that runs the coordinators as given.
    package static let none = "none"

    /// Whether this process runs a suite for a grader: the variable is set, to a mistake or to ``none``.
    package static let isRequested = ProcessInfo.processInfo.environment[variable] != nil

    /// The mistake this process runs with, if any.
    package static let active: BrokenCoordinator? = ProcessInfo.processInfo.environment[variable].flatMap(BrokenCoordinator.init(rawValue:))
}
