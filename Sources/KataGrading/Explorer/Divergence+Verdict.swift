import Kata
import KataRunnerCore

extension Divergence {
    /// The failure as a learner reads it: the steps, the two apps side by side (the lesson's on
    /// the left), what kind of difference it is and where to look, and the learner's journal.
    public func verdict(kata: String) -> Verdict {
        let differing = expected.differences(from: actual).map { $0.lowercased() }
        let what = differing.isEmpty ? "what it shows" : Self.list(differing)
        var verdict: Verdict
        switch kind {
        case .cannotMake:
            verdict = Verdict(
                expected: "\(Self.capitalized(Self.story(of: path.dropLast()))), the user should be able to make the next step, \(path.last?.description ?? "it"): in the lesson's app it changes what the user sees (left below).",
                actual: "\(DifferenceKind.cannotMake.sentence): the button, field or gesture is not there, or is disabled. \(advice)",
                kata: kata
            )
        default:
            verdict = Verdict(
                expected: "\(sentence), your app should show what the lesson's app shows (left below).",
                actual: "Yours differs in \(what) (right, each difference marked ≠). \(advice)",
                kata: kata
            )
        }
        let (left, right) = Self.aligned(expected, actual)
        verdict.comparison = SideBySide.lines(expected: left, actual: right, titles: ("The lesson's app", "Your app"))
        verdict.journal = journal
        return verdict
    }

    /// What to look at, chosen by the kind of difference, and, with two windows open, what they share.
    var advice: String {
        guard inSeveralScenes else { return adviceInOneScene }
        return adviceInOneScene + " Two windows of your app run here: look too for what they share, such as a `static` or a singleton, through which a step in one window acts in the other."
    }

    /// What to look at in the scene on screen, chosen by the kind of difference.
    private var adviceInOneScene: String {
        switch kind {
        case .atLaunch:
            DifferenceKind.atLaunch.sentence
        case .cannotMake:
            "Look for what an earlier step disabled, hid or removed and never gave back: the user may take that step again."
        case .changedNothing:
            "\(path.last.map { "\($0.description.prefix(1).uppercased())\($0.description.dropFirst())" } ?? "The step") \(DifferenceKind.changedNothing.sentence) Look for what an earlier step changed that this one needs undone: a flag, a stored screen, a closure connected once, a record of where the user came from that Back does not update."
        case .anotherScreen:
            DifferenceKind.anotherScreen.sentence + " Follow these steps in your app: where does it first go another way?"
        case .otherData:
            DifferenceKind.otherData.sentence + " Does a screen show data kept from an earlier step: a value captured when the screen was made, a model not updated after a save, a screen reused with its old data?"
        case .aroundIt:
            DifferenceKind.aroundIt.sentence + " Check what each step pushes, pops, presents and dismisses, and what it leaves behind."
        case .stillAlive:
            DifferenceKind.stillAlive.sentence + " " + (holders ?? "Something still holds it.")
        case .outOfSight:
            ([DifferenceKind.outOfSight.sentence] + (expected.outOfSightAdvice(differingFrom: actual) ?? [])).joined(separator: " ")
        }
    }

    /// Both observations as lines, each aspect's lines aligned (``SideBySide/aligned(_:_:)``), so
    /// each aspect starts on the same row in both columns and the lines both apps show face each other.
    static func aligned(_ expected: Observation, _ actual: Observation) -> ([String], [String]) {
        var left: [String] = []
        var right: [String] = []
        for (mine, theirs) in zip(expected.aspects, actual.aspects) {
            let (one, other) = SideBySide.aligned(Observation.lines(of: mine), Observation.lines(of: theirs))
            left += one
            right += other
        }
        return (left, right)
    }

    /// Names joined as a sentence says them: `screens`, `screens and texts on screen`.
    private static func list(_ names: [String]) -> String {
        guard names.count > 1, let last = names.last else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + last
    }

    private static func capitalized(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }
}
