import Kata

/// Walks every state of a flow a user can reach in a few gestures, and hands each one to a check.
///
/// A state is named by the gestures that reach it, so a check can apply a lesson's rule
/// everywhere, not in one scenario, and say where it broke: "after "Next", then Back swiped half
/// way and let go". Each state is reached from a launch of its own, or by one gesture more from
/// a state whose check only looked, inside a ``LifetimeTracker`` that watches every controller
/// the flow created since the launch, so a check can also ask what is released when the app lets
/// go in that state.
///
/// ```swift
/// let walk = FlowWalk(depth: 3, typing: ["Name": "Ada"])
/// walk.visit(launch: { startedOnboarding() }) { state in
///     state.user.visibleViewController != nil   // false stops the walk
/// }
/// ```
@MainActor
public struct FlowWalk {
    /// How many gestures deep the walk goes.
    public var depth: Int
    /// What the user types into each field (by placeholder or identifier) before tapping a button on its screen.
    public var typing: [String: String]
    /// Values a field takes in turn, for "the same step with other data": the first time a path
    /// fills the field it types the first value, the next time the second, and so on, starting
    /// over after the last. A field listed here is not looked up in ``typing``.
    public var typingInTurn: [String: [String]]
    /// The gestures the walk may make; others are left out.
    public var allows: (Gesture) -> Bool
    /// When set, states that look the same by this key are visited once: the first, shortest path
    /// wins. A state reached by a gesture let go halfway, or after the user went back or swiped
    /// a sheet away, is kept apart from the same picture reached going forward only: the picture
    /// is the same, the app's own state (a flag, a copy of the path) may not be. (Checks whose
    /// rule depends on every way back, such as kata 5's of Back, walk without this key.)
    public var distinctBy: ((User) -> String)?

    /// Gestures no design can tell apart, such as Back and a finished back swipe in SwiftUI, where
    /// both pop the stack through its path: before the last gesture of a path, each of these is
    /// made as the first of them, so a path that differs from one walked before only there is not
    /// walked again. The last gesture keeps its kind, so every rule is still applied right after
    /// each of them.
    public var interchangeable: [Gesture] = []

    /// Creates a walk of at most `depth` gestures.
    public init(
        depth: Int,
        typing: [String: String] = [:],
        typingInTurn: [String: [String]] = [:],
        allows: @escaping (Gesture) -> Bool = { _ in true },
        distinctBy: ((User) -> String)? = nil
    ) {
        self.depth = depth
        self.typing = typing
        self.typingInTurn = typingInTurn
        self.allows = allows
        self.distinctBy = distinctBy
    }

    /// Launches the app afresh and makes `path`'s gestures; `nil` when it cannot start or a gesture cannot be made.
    public func reach(
        _ path: [Gesture],
        launch: () -> (user: User, keeps: [AnyObject])?,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> (user: User, keeps: [AnyObject])? {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let launched = launch() else { return nil }
        let session = Session(user: launched.user, keeps: launched.keeps, tracker: LifetimeTracker())
        guard replay(path, in: session, site: site) else { return nil }
        return launched
    }

    /// A state the walk reached, with the app still running.
    public struct State {
        /// The gestures that led here, from the launch.
        public let path: [Gesture]
        /// The user of the app in this state.
        public let user: User
        /// What the launch returned to keep the app alive: the coordinator, the scene delegate.
        public let keeps: [AnyObject]
        /// Watches every controller the flow created since the launch, and what the launch returned.
        public let tracker: LifetimeTracker
        /// The steps as the user made them, with what they typed: `after "Next", then Back`.
        public let story: String
        /// What the user saw just before the path's last gesture: the class name of the visible
        /// screen, or "nothing"; `nil` right after the launch. With ``path``'s last gesture it
        /// lets a check apply an action's rule on every edge the walk takes: "in every state
        /// where Welcome showed, tapping Next shows account creation above it".
        public let visibleBefore: String?
        /// The app's picture just before the path's last gesture; `nil` right after the launch.
        public let before: HierarchySnapshot?
        /// What the user typed just before the path's last gesture, by field: empty when it was no tap, or nothing was typed.
        public let typedLast: [String: String]
        /// The text the user typed last into each field along the whole path, by field: what a
        /// screen made from that field's input should show, whatever gestures came after.
        public let lastTypedInto: [String: String]

        /// The last gesture, when it was `gesture` made on the screen named `screen`.
        public func followed(_ gesture: Gesture, on screen: String) -> Bool {
            path.last == gesture && visibleBefore == screen
        }

        /// The story as the start of a sentence: `After "Next", then Back`.
        public var sentence: String {
            story.prefix(1).uppercased() + story.dropFirst()
        }
    }

    /// A state the walk reached, after the app let go of everything.
    public struct LetGo {
        /// The gestures that led to the state in which the app let go.
        public let path: [Gesture]
        /// Watches what the flow created; every survivor is a leak.
        public let tracker: LifetimeTracker
        /// The same steps without "after", empty at the start: `"Next", then Back`.
        public let steps: String

        /// The moment for a message, with what the app let go of:
        /// `"Next", then the app letting go of the coordinator and its window`.
        public func moment(lettingGoOf what: String) -> String {
            steps.isEmpty ? "the app started and let go of \(what)" : "\(steps), then the app letting go of \(what)"
        }
    }

    /// Visits every reachable state breadth first, so the first failure is the shortest story.
    ///
    /// - Parameters:
    ///   - launch: Starts the app afresh and returns its user and the objects that keep it alive
    ///     (the coordinator, the scene delegate), which the walk tracks and then lets go of;
    ///     `nil` when the app cannot start, which ends the walk.
    ///   - visit: Checks a state; `false` stops the walk. A visit may act on the state's user:
    ///     the walk has read the gestures the state offers before, and sees the visit acted from
    ///     ``User/actionCount``, so that state's next states launch afresh.
    ///   - lettingGo: What happens to the app as it is let go in each state, before
    ///     `afterLettingGo` looks: closing its scene (`{ $0.closeScene() }`); nothing by default.
    ///   - afterLettingGo: Checks what is left once the app and its window are let go in that
    ///     state; `false` stops the walk.
    ///   - fileID: The check's file, which the journal names for each gesture, with `filePath`, `line` and `column`.
    /// - Returns: Whether every visit returned `true`.
    @discardableResult
    public func visit(
        launch: () -> (user: User, keeps: [AnyObject])?,
        _ visit: (State) -> Bool = { _ in true },
        lettingGo: ((User) -> Void)? = nil,
        afterLettingGo: ((LetGo) -> Bool)? = nil,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Bool {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        var queue: [(path: [Gesture], from: Session?)] = [([], nil)]
        var seen: Set<String> = []
        var walked: Set<[Gesture]> = []
        while !queue.isEmpty {
            let (path, from) = queue.removeFirst()
            let tracker = from?.tracker ?? LifetimeTracker()
            let outcome: (next: [Gesture], steps: String, passed: Bool, going: Session?)? = tracker.trackingCreatedControllers {
                guard let session = from.flatMap({ advance($0, to: path, site: site) }) ?? start(path, launch: launch, tracker: tracker, site: site) else {
                    return nil
                }
                let user = session.user
                let joined = session.steps.joined(separator: ", then ")
                if let distinctBy, !seen.insert(distinctBy(user) + Self.history(of: path)).inserted {
                    if afterLettingGo != nil {
                        lettingGo?(user)
                    }
                    return ([], joined, true, nil)
                }
                let story = session.steps.isEmpty ? "right after the app started" : "after " + joined
                let next = path.count < depth ? nextGestures(of: user, path: path, filled: session.filled, launch: launch, site: site) : []
                let actions = user.actionCount
                let passed = visit(State(path: path, user: user, keeps: session.keeps, tracker: tracker, story: story, visibleBefore: session.before?.visible, before: session.before?.hierarchy, typedLast: session.typed, lastTypedInto: session.latest))
                if afterLettingGo != nil {
                    lettingGo?(user)
                }
                let untouched = afterLettingGo == nil && user.actionCount == actions
                withExtendedLifetime(session) {}
                return (next, joined, passed, untouched ? session : nil)
            }
            guard let outcome, outcome.passed else { return false }
            if let afterLettingGo, !afterLettingGo(LetGo(path: path, tracker: tracker, steps: outcome.steps)) {
                return false
            }
            let next = outcome.next.filter { walked.insert(canonical(path + [$0])).inserted }
            queue += next.enumerated().map { index, gesture in (path + [gesture], index == 0 ? outcome.going : nil) }
        }
        return true
    }

    /// The path as the walk knows it: every ``interchangeable`` gesture but the last made as the first of them.
    private func canonical(_ path: [Gesture]) -> [Gesture] {
        guard let first = interchangeable.first else { return path }
        return path.enumerated().map { index, gesture in
            index < path.count - 1 && interchangeable.contains(gesture) ? first : gesture
        }
    }

    /// Launches the app afresh, tracking what keeps it, and makes `path`'s gestures; `nil` when
    /// it cannot start or a gesture cannot be made.
    private func start(
        _ path: [Gesture],
        launch: () -> (user: User, keeps: [AnyObject])?,
        tracker: LifetimeTracker,
        site: CallSite
    ) -> Session? {
        guard let (user, keeps) = launch() else { return nil }
        for kept in keeps {
            tracker.track(kept, fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
        }
        let session = Session(user: user, keeps: keeps, tracker: tracker)
        return replay(path, in: session, site: site) ? session : nil
    }

    /// Goes on from the state a visit only looked at to `path`, one gesture further, in place
    /// of launching again and replaying every gesture: `nil` when that gesture cannot be made.
    private func advance(_ session: Session, to path: [Gesture], site: CallSite) -> Session? {
        guard let gesture = path.last else { return nil }
        return make(gesture, in: session, isLast: true, site: site) ? session : nil
    }

    /// Makes `path`'s gestures in a session, typing before taps; `false` when a gesture cannot be
    /// made (the user's report says why).
    private func replay(_ path: [Gesture], in session: Session, site: CallSite) -> Bool {
        path.indices.allSatisfy { make(path[$0], in: session, isLast: $0 == path.count - 1, site: site) }
    }

    /// Makes one gesture, typing first into the screen's fields when it is a tap; the session
    /// keeps the step as the story tells it, and, for the path's last gesture, what the user saw
    /// before it.
    private func make(_ gesture: Gesture, in session: Session, isLast: Bool, site: CallSite) -> Bool {
        let user = session.user
        var typed: [(field: String, text: String)] = []
        if case .tap = gesture {
            for field in user.fieldLabels {
                guard let text = text(for: field, turn: session.filled[field, default: 0]) else { continue }
                typed.append((field, text))
            }
        }
        session.record(gesture, typing: typed)
        for (field, text) in typed {
            user.type(text, into: field, fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
        }
        if isLast {
            session.before = (ScreenName.visible(to: user), user.hierarchy)
        }
        return perform(gesture, by: user, site: site)
    }

    /// What sets a path's state apart from the same picture reached going forward only: the last
    /// gesture let go halfway, or a way back or down taken before.
    private static func history(of path: [Gesture]) -> String {
        let cameBack = path.dropLast(path.last?.isAbandoned == true ? 1 : 0).contains { gesture in
            switch gesture {
            case .tapBack, .swipeBack, .swipeDown: true
            case .tap, .selectTab: false
            }
        }
        return (cameBack ? " (came back)" : "") + (path.last?.isAbandoned == true ? " (abandoned)" : "")
    }

    /// The gestures to try from a state: what the screen offers, and the taps it offers once its
    /// empty fields hold what the walk would type into them, so a button that waits for its
    /// field (Send Code, enabled once a number is typed) is tried too. The fields are filled in
    /// a copy of the state, reached afresh and watched by no tracker, so the state the checks
    /// see, and what is let go of after it, stay as the user left them; the walk types the
    /// text again before the tap, in each replay. Typing that changes what is on screen offers
    /// no taps: the tap would not meet the screen it was listed for.
    private func nextGestures(
        of user: User,
        path: [Gesture],
        filled: [String: Int],
        launch: () -> (user: User, keeps: [AnyObject])?,
        site: CallSite
    ) -> [Gesture] {
        let offered = user.availableGestures.filter(allows)
        let texts = user.fieldTexts
        let waiting = user.fieldLabels.compactMap { field in
            texts[field]?.isEmpty == true ? text(for: field, turn: filled[field, default: 0]).map { (field, $0) } : nil
        }
        guard !waiting.isEmpty, !user.disabledButtonLabels.isEmpty else { return offered }
        let extra: [Gesture] = LifetimeTracker.untracked {
            guard let (copy, keeps) = reach(path, launch: launch, fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column) else { return [] }
            for (field, text) in waiting {
                copy.type(text, into: field, fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
            }
            // Typing that moved the app on (a code submitted once complete) offers nothing here.
            guard copy.hierarchy.lines == user.hierarchy.lines else { return [] }
            let taps = copy.availableGestures.filter { gesture in
                if case .tap = gesture { return allows(gesture) && !offered.contains(gesture) }
                return false
            }
            withExtendedLifetime(keeps) {}
            return taps
        }
        return offered + extra
    }

    /// What the user types into `field` the `turn`-th time a path fills it (from 0), if anything.
    private func text(for field: String, turn: Int) -> String? {
        if let values = typingInTurn[field], !values.isEmpty {
            return values[turn % values.count]
        }
        return typing[field]
    }

    /// Makes a gesture, naming the check's line as where it came from.
    private func perform(_ gesture: Gesture, by user: User, site: CallSite) -> Bool {
        GradingHeartbeat.beat()
        return user.perform(gesture, fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
    }
}
