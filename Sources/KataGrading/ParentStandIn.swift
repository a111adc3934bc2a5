import Testing

/// Stands in for the parent of a flow that reports a result: it records each report, and keeps
/// the child alive until the check lets it go, as a parent coordinator would.
///
/// Hand the child ``recorder``, never a closure that captures the stand-in: the recorder holds
/// it weakly, so a stand-in that keeps its child makes no cycle the learner did not write.
///
/// ```swift
/// let parent = ParentStandIn<String>(kata: "sign-in")
/// let child = SignInCoordinator(navigationController: stage.navigationController)
/// child.onFinish = parent.recorder
/// parent.keep(child)
/// child.start()
/// stage.user.tap("Continue")
/// parent.expectReportedOnce(after: "After tapping \"Continue\"")
/// parent.letGo()
/// ```
@MainActor
public final class ParentStandIn<Report> {
    /// The kata being graded, for the hint line.
    public let kata: String
    /// Every report, oldest first.
    public private(set) var reports: [Report] = []
    /// The child the stand-in keeps, as a parent's `childCoordinators` would.
    public private(set) var child: AnyObject?

    /// Creates a stand-in that has heard nothing and keeps nothing.
    public init(kata: String) {
        self.kata = kata
    }

    /// A closure for the child's completion or delegate stand-in: it records each report, and holds the stand-in weakly.
    public var recorder: (Report) -> Void {
        { [weak self] report in self?.record(report) }
    }

    /// Records a report, as the parent's completion handler would receive it.
    public func record(_ report: Report) {
        reports.append(report)
    }

    /// Keeps `child` alive, as a parent that appended it to its children would.
    public func keep(_ child: AnyObject) {
        self.child = child
    }

    /// Lets go of the child, as a parent that removed it from its children would.
    public func letGo() {
        child = nil
    }

    /// Expects exactly one report so far, and returns it; otherwise records a verdict and returns `nil`.
    ///
    /// - Parameter moment: When the one report should have come, as a sentence starts: "After tapping "Save"".
    @discardableResult
    public func expectReportedOnce(after moment: String, sourceLocation: SourceLocation = #_sourceLocation) -> Report? {
        guard reports.count == 1 else {
            Verdict(
                expected: "\(moment), the flow should have reported its result to its parent once.",
                actual: reports.isEmpty
                    ? "It reported nothing: call the completion (or the delegate) when the flow ends."
                    : "It reported \(reports.count) times: \(reports.map { "\($0)" }.joined(separator: ", ")). Report once, from the one place the flow ends.",
                kata: kata
            ).record(sourceLocation: sourceLocation)
            return nil
        }
        return reports[0]
    }

    /// Expects no report so far; otherwise records a verdict.
    ///
    /// - Parameter moment: When nothing should have been reported yet: "After tapping "Next"".
    @discardableResult
    public func expectNoReport(after moment: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        guard reports.isEmpty else {
            Verdict(
                expected: "\(moment), the flow should not have reported to its parent yet: it has not ended.",
                actual: "It reported \(reports.map { "\($0)" }.joined(separator: ", ")).",
                kata: kata
            ).record(sourceLocation: sourceLocation)
            return false
        }
        return true
    }
}
