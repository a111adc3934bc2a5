import Checkout
import KataGrading

extension CheckoutTestsChecks {
    /// Tells the learner which of their tests caught which broken coordinator, which tests caught
    /// none, and what each coordinator no test caught gets wrong, so they know what to test next.
    static func reportCatches(_ working: SuiteRun) {
        let tests = working.passed.map(\.name)
        guard !tests.isEmpty else { return }
        let caught = Dictionary(uniqueKeysWithValues: BrokenCoordinator.mistakes.map { ($0, Set(failing(against: $0))) })
        var lines = ["Which of your tests caught which broken coordinator:"]
        var missed: [BrokenCoordinator] = []
        for mistake in BrokenCoordinator.mistakes {
            let catchers = tests.filter { caught[mistake]?.contains($0) == true }
            let label = "  \(task(catching: mistake)). A coordinator that \(shortName(of: mistake)):"
            if catchers.isEmpty {
                missed.append(mistake)
                lines.append(label + " no test yet")
            } else {
                lines += wrapped(label, catchers)
            }
        }
        let idle = tests.filter { test in !caught.values.contains { $0.contains(test) } }
        if idle.isEmpty {
            lines.append(tests.count == 1 ? "Your test caught at least one." : "Each of your \(tests.count) tests caught at least one.")
        } else {
            lines.append((idle.count == 1 ? "Your test that caught none: " : "Your tests that caught none: ") + idle.joined(separator: ", ") + ".")
        }
        if !missed.isEmpty {
            lines.append(missed.count == 1 ? "The one no test caught, and what it gets wrong:" : "The \(missed.count) no test caught, and what each gets wrong:")
            lines += missed.map { "  • Task \(task(catching: $0)): it \(symptom(of: $0))." }
        }
        let left = working.results.count - tests.count
        if left > 0 {
            lines.append(left == 1 ? "1 test that does not pass against the working coordinator is left out." : "\(left) tests that do not pass against the working coordinator are left out.")
        }
        LearnerReport.write(lines.joined(separator: "\n"))
    }

    /// `label` and then `names`, separated by commas, in lines of at most 96 columns, each line
    /// after the first indented under the label's text.
    private static func wrapped(_ label: String, _ names: [String]) -> [String] {
        let hanging = String(repeating: " ", count: label.prefix { $0 == " " }.count + 3)
        var lines = [label]
        for (index, name) in names.enumerated() {
            let item = name + (index < names.count - 1 ? "," : "")
            if let last = lines.last, last.count + 1 + item.count > 96, last != label {
                lines.append(hanging + item)
            } else {
                lines[lines.count - 1] += " " + item
            }
        }
        return lines
    }

    /// A few words for what the coordinator broken by `mistake` does wrong, after "a coordinator that".
    static func shortName(of mistake: BrokenCoordinator) -> String {
        switch mistake {
        case .skipsAddress: "skips the address"
        case .asksPaymentFirst: "asks for payment before the address"
        case .pushesPayment: "pushes the payment screen"
        case .leavesSheetUp: "leaves the payment sheet up"
        case .dismissesAfterPushing: "dismisses the sheet after pushing the receipt"
        case .losesAddress: "loses the address"
        case .neverReports: "never reports"
        case .reportsTwice: "reports twice"
        case .ignoresBack: "ignores Back from the cart"
        case .keepsPaymentChild: "keeps the payment step"
        case .animatesNothing: "animates nothing"
        }
    }
}
