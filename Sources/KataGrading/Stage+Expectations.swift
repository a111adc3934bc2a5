import Kata
import Testing

/// The expectations graders share: where the user is, what the stack holds, what was released.
extension Stage {
    /// Expects the user to see a screen of the given class; returns whether they do.
    @discardableResult
    public func expectVisible(
        _ expectedName: String,
        after action: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
        let actualName = visibleName
        guard actualName != expectedName else { return true }
        Verdict(
            expected: "\(action), the visible screen should be \(expectedName).",
            actual: actualName == "nothing"
                ? "Nothing is on screen: the navigation controller holds no screen."
                : "It is \(actualName).",
            stage: self
        ).record(sourceLocation: sourceLocation)
        return false
    }

    /// Checks that a check's starting point holds, and otherwise records that an earlier task must come first.
    @discardableResult
    public func requireVisible(
        _ expectedName: String,
        after action: String,
        task: Int,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
        let actualName = visibleName
        guard actualName != expectedName else { return true }
        Verdict(
            expected: "This check starts on \(expectedName), \(action.prefix(1).lowercased() + action.dropFirst()). Finish task \(task) first.",
            actual: actualName == "nothing" ? "Nothing is on screen there yet." : "The visible screen there is \(actualName).",
            stage: self
        ).record(sourceLocation: sourceLocation)
        return false
    }

    /// Expects the navigation stack to hold exactly screens of these classes, bottom first.
    @discardableResult
    public func expectStack(
        _ expectedNames: [String],
        after action: String,
        why reason: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
        let actualNames = stackNames
        guard actualNames != expectedNames else { return true }
        var verdict = Verdict(
            expected: "\(action), the navigation stack should be \(ScreenName.list(expectedNames)): \(reason)",
            actual: "It is \(ScreenName.list(actualNames)).",
            stage: self
        )
        verdict.comparison = SideBySide.lines(expected: expectedNames, actual: actualNames, titles: ("Expected stack, bottom first", "Actual stack"))
        verdict.record(sourceLocation: sourceLocation)
        return false
    }
}

extension LifetimeTracker {
    /// Expects every watched object to have been released; the failure names the survivors.
    ///
    /// - Parameter what: What should be gone, after "every", such as "screen and coordinator of the flow".
    @discardableResult
    public func expectAllReleased(
        after moment: String,
        of what: String = "screen, coordinator and router of the flow",
        kata: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
        guard let message = survivorsMessage(after: moment) else { return true }
        Verdict(
            expected: "After \(moment), every \(what) should have been released.",
            actual: message,
            kata: kata
        ).record(sourceLocation: sourceLocation)
        return false
    }
}
