import Kata

/// Explores the lesson's app and the learner's side by side: launches both, makes the same step
/// in both, and after each step compares what the lesson fixes, so the grade asks whether the
/// learner's app does what the lesson's does after any gestures, not only the ones a rule names.
///
/// Every path of ``Exploration/depth`` steps is explored breadth first, so the first difference
/// found is shown by the shortest path; then seeded random walks go further, and a difference
/// they find is shortened step by step. Paths whose states both apps and their histories share
/// are explored once. A difference in what the lesson leaves open ends the path before its next
/// step, unblamed (the step's outcome may rightly differ from there), unless that step types
/// into a field, which may make the field's text agree again; a
/// step the learner's app does not offer ends it too when it changes nothing in the lesson's;
/// and where the kata leaves open what a tap does while a field on screen is empty, such a tap
/// whose outcome differs ends it (typing first is another path).
///
/// ```swift
/// let explorer = LockstepExplorer(Exploration(compares: [.screens, .texts]))
/// let result = explorer.explore(reference: { launchReference() }, subject: { launchLearners() })
/// if let divergence = result.divergence { divergence.verdict(kata: "onboarding").record() }
/// ```
@MainActor
public struct LockstepExplorer {
    /// Starts an app afresh: its user and what keeps it alive; `nil` when it cannot start.
    public typealias Launch = () -> (user: User, keeps: [AnyObject])?

    /// What to explore and compare.
    public let exploration: Exploration
    /// What records each state and step for `kata-runner explore`, when it asks; `nil` while grading.
    var recorder: ExplorationRecorder?

    /// Creates an explorer of a kata's declaration.
    public init(_ exploration: Exploration) {
        self.exploration = exploration
    }

    /// What an exploration found and how far it went.
    public struct Result: Sendable {
        /// The first difference, by its shortest path; `nil` when the apps agreed everywhere.
        public let divergence: Divergence?
        /// How many states were compared, both apps in each.
        public let statesCompared: Int
        /// The longest path compared.
        public let deepest: Int
        /// Whether the lesson's app could not be launched, so nothing was compared.
        public let referenceFailed: Bool
    }

    /// The two apps in one state, with what was seen of each.
    @MainActor
    final class Pair {
        let reference: ExploredApp
        let subject: ExploredApp
        var seen: (reference: Observation, subject: Observation)

        init(reference: ExploredApp, subject: ExploredApp, seen: (reference: Observation, subject: Observation)) {
            self.reference = reference
            self.subject = subject
            self.seen = seen
        }
    }

    /// What one step did to a pair.
    enum Outcome {
        /// Both apps agree, and the path may go on.
        case agreed
        /// The path ends here, unblamed: what the lesson leaves open differs, or a step the
        /// learner's app lacks changes nothing in the lesson's.
        case ended
        /// The apps went apart.
        case diverged(Divergence)
    }

    /// Explores both apps; every step is made as if from the check at `fileID`…`column`, and
    /// each state and step reached is told to `recorder`, if any.
    public func explore(
        reference: @escaping Launch,
        subject: @escaping Launch,
        recorder: ExplorationRecorder? = nil,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Result {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        var explorer = self
        explorer.recorder = recorder
        return LifetimeTracker.untracked {
            var run = Run(explorer: explorer, reference: reference, subject: subject, site: site)
            return run.result()
        }
    }

    /// Launches both apps, fills in the fields the user fills at once, and compares them.
    func launch(_ reference: Launch, _ subject: Launch, site: CallSite) -> (Pair?, Divergence?, referenceFailed: Bool) {
        let referenceTracker = LifetimeTracker()
        guard let referenceLaunch = referenceTracker.trackingCreatedControllers({ reference() }) else { return (nil, nil, true) }
        let referenceApp = ExploredApp(user: referenceLaunch.user, keeps: referenceLaunch.keeps, tracker: referenceTracker, isReference: true)
        exploration.fillEmptyFields(in: referenceApp, site: site)
        let referenceSeen = Observation(of: referenceApp, aspects: exploration.compares)
        let subjectTracker = LifetimeTracker()
        guard let subjectLaunch = subjectTracker.trackingCreatedControllers({ subject() }) else {
            let nothing = Observation(of: ExploredApp(user: User(window: UIWindow()), keeps: []), aspects: exploration.compares)
            return (nil, Divergence(path: [], kind: .atLaunch, expected: referenceSeen, actual: nothing, journal: "(your app did not start)"), false)
        }
        let subjectApp = ExploredApp(user: subjectLaunch.user, keeps: subjectLaunch.keeps, tracker: subjectTracker)
        exploration.fillEmptyFields(in: subjectApp, site: site)
        let pair = Pair(reference: referenceApp, subject: subjectApp, seen: (referenceSeen, Observation(of: subjectApp, aspects: exploration.compares)))
        guard pair.seen.reference == pair.seen.subject else {
            return (nil, Divergence(path: [], kind: .atLaunch, expected: pair.seen.reference, actual: pair.seen.subject, journal: subjectApp.user.journal.tail(8)), false)
        }
        return (pair, nil, false)
    }

    /// Types into the lesson's app the text each field of the learner's app shows, where it
    /// differs; whether both show the same fields, so that it could.
    private static func typeFields(of subject: ExploredApp, into reference: ExploredApp) -> Bool {
        let shown = subject.user.fieldTexts
        let held = reference.user.fieldTexts
        guard Set(shown.keys) == Set(held.keys) else { return false }
        return shown.allSatisfy { field, text in held[field] == text || reference.user.type(text, into: field) }
    }

    /// Whether two pictures of the screens differ only in their last line, the screen on top:
    /// the same screens, the top one showing other data.
    static func onlyTopDiffers(_ expected: [String]?, _ actual: [String]?) -> Bool {
        guard let expected, let actual, expected.count == actual.count, let top = expected.indices.last else { return false }
        return expected[..<top] == actual[..<top] && expected[top] != actual[top]
    }

    /// Makes `step` in both apps of `pair` (at the end of `path`) and compares them;
    /// `subjectOffers` says whether the learner's app lets the user make it.
    func step(_ step: ExplorerStep, after path: [ExplorerStep], in pair: Pair, subjectOffers: Bool, site: CallSite) -> Outcome {
        let from = recorder?.state(at: path, of: pair)
        var outcome = compare(step, after: path, in: pair, subjectOffers: subjectOffers, site: site)
        if case var .diverged(divergence) = outcome, pair.subject.sceneCount > 1 {
            divergence.inSeveralScenes = true
            outcome = .diverged(divergence)
        }
        if let recorder, let from {
            recorder.record(step, after: path, from: from, in: pair, outcome: outcome)
        }
        return outcome
    }

    /// Makes `step` in both apps and compares them, as ``step(_:after:in:subjectOffers:site:)``.
    private func compare(_ step: ExplorerStep, after path: [ExplorerStep], in pair: Pair, subjectOffers: Bool, site: CallSite) -> Outcome {
        GradingHeartbeat.beat()
        // What the lesson leaves open must agree before a step, or its outcome may rightly
        // differ; typing may make a field's text agree again, so the path goes on from there.
        // A field the learner's app kept where the lesson's cleared it (or the other way) is the
        // learner's choice, but what the next step does with what the field shows is not: the
        // lesson's app is given the same text, as its user would have typed it, and the step
        // is compared.
        let open = exploration.leavesOpen
        if !open.isEmpty, !step.isTyping, Observation(of: pair.reference, aspects: open) != Observation(of: pair.subject, aspects: open) {
            guard Self.typeFields(of: pair.subject, into: pair.reference),
                  Observation(of: pair.reference, aspects: open) == Observation(of: pair.subject, aspects: open),
                  exploration.offers(step, in: pair.reference) else { return .ended }
            pair.seen.reference = Observation(of: pair.reference, aspects: exploration.compares)
            guard pair.seen.reference == pair.seen.subject else { return .ended }
        }
        let before = pair.seen
        let subjectBefore = ScreenName.visible(to: pair.subject.user)
        // What a button does while a field the explorer types into is empty may be open: wait,
        // disabled, ignore the tap, or say why. Typing first is another path.
        let tapOpen: Bool
        if case .gesture(.tap) = step {
            tapOpen = exploration.tapsWithEmptyFieldsLeftOpen && exploration.hasEmptyTypedField(in: pair.subject)
        } else {
            tapOpen = false
        }
        guard subjectOffers else {
            if tapOpen {
                return .ended
            }
            _ = exploration.make(step, in: pair.reference, site: site)
            let after = Observation(of: pair.reference, aspects: exploration.compares)
            guard after != before.reference else { return .ended }
            return .diverged(Divergence(path: path + [step], kind: .cannotMake, expected: after, actual: before.subject, journal: pair.subject.user.journal.tail(8)))
        }
        let screensBefore = (pair.reference.user.visibleViewController.map(ObjectIdentifier.init), pair.subject.user.visibleViewController.map(ObjectIdentifier.init))
        guard exploration.make(step, in: pair.reference, site: site) else { return .ended }
        _ = exploration.make(step, in: pair.subject, site: site)
        pair.seen = (Observation(of: pair.reference, aspects: exploration.compares), Observation(of: pair.subject, aspects: exploration.compares))
        let visible = (ScreenName.visible(to: pair.reference.user), ScreenName.visible(to: pair.subject.user))
        guard pair.seen.reference != pair.seen.subject else {
            // What the lesson leaves open (a field kept or cleared) concerns a screen that shows
            // again; on a screen both apps kept showing through the step, it must not change.
            guard !open.isEmpty,
                  pair.reference.user.visibleViewController.map(ObjectIdentifier.init) == screensBefore.0,
                  pair.subject.user.visibleViewController.map(ObjectIdentifier.init) == screensBefore.1 else { return .agreed }
            let held = (Observation(of: pair.reference, aspects: exploration.compares + open), Observation(of: pair.subject, aspects: exploration.compares + open))
            guard held.0 != held.1 else { return .agreed }
            return .diverged(Divergence(path: path + [step], kind: .otherData, expected: held.0, actual: held.1, journal: pair.subject.user.journal.tail(8)))
        }
        // A tap while a typed field is empty may be refused, ignored or explained, which is
        // open; going on to another screen, with the data typed earlier or none, is not.
        if tapOpen, pair.subject.user.visibleViewController.map(ObjectIdentifier.init) == screensBefore.1 || pair.subject.user.visibleViewController is UIAlertController {
            return .ended
        }
        let kind: Divergence.Kind
        let differing = pair.seen.reference.differences(from: pair.seen.subject)
        if pair.seen.subject == before.subject, visible.1 == subjectBefore, pair.seen.reference != before.reference {
            kind = .changedNothing
        } else if differing == [Aspect.screensLeftAliveName] {
            var divergence = Divergence(path: path + [step], kind: .stillAlive, expected: pair.seen.reference, actual: pair.seen.subject, journal: pair.subject.user.journal.tail(8))
            divergence.holders = pair.subject.screensLeftAliveMessage(after: (path + [step]).map(\.description).joined(separator: ", then "))
            return .diverged(divergence)
        } else if pair.seen.reference.outOfSightAdvice(differingFrom: pair.seen.subject) != nil {
            kind = .outOfSight
        } else if visible.0 != visible.1 {
            kind = .anotherScreen
        } else if differing.contains(where: { $0 != Aspect.screens.name })
                    || Self.onlyTopDiffers(pair.seen.reference.lines(of: Aspect.screens.name), pair.seen.subject.lines(of: Aspect.screens.name)) {
            kind = .otherData
        } else {
            kind = .aroundIt
        }
        return .diverged(Divergence(path: path + [step], kind: kind, expected: pair.seen.reference, actual: pair.seen.subject, journal: pair.subject.user.journal.tail(8)))
    }
}
