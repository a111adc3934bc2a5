import Kata
import Testing

extension FlowWalk.State {
    /// Expects that, when `screen` is what the user sees in this state, its button `label` can be
    /// tapped: a step the user took once they may take again, after any way back. Returns whether
    /// it holds (or the screen is not showing); otherwise records a verdict.
    ///
    /// A button that is disabled, hidden or removed after its first tap never gives a walk the
    /// edge to try the step again, so a rule checked on that edge alone would not see it. A
    /// screen with an empty field is left alone: its button may rightly wait for the field.
    @MainActor
    @discardableResult
    public func expectTappable(
        _ label: String,
        on screen: String,
        kata: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
        guard ScreenName.visible(to: user) == screen, !user.fieldTexts.values.contains(""), !user.tappableLabels.contains(label) else { return true }
        Verdict(
            expected: "\(sentence), \(screen) shows, so its \"\(label)\" button should be there to tap: the user may take that step again.",
            actual: "\"\(label)\" cannot be tapped, though its screen's fields are filled. Is it disabled, hidden or removed after the step was taken once, and never given back?",
            hierarchyOf: user,
            kata: kata
        ).record(sourceLocation: sourceLocation)
        return false
    }
}
