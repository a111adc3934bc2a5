import Kata
import Testing

extension FlowWalk {
    /// In every state the walk reaches, with what the launch keeps (the coordinator) let go,
    /// expects that no tap on screen changes the app: a screen only reports its taps, so with
    /// nobody left to hear them, nothing moves.
    ///
    /// This catches navigation whose line the journal cannot name, such as a screen setting
    /// `navigationController?.viewControllers` itself. It decides by whose code made the move:
    /// when every move names a line outside the screens (a closure the coordinator wrote, which
    /// outlives it), no screen navigated, and the check stays silent. When the coordinator
    /// outlives the app's reference to it, that is a release check's finding, and this one stays
    /// silent too.
    ///
    /// - Parameters:
    ///   - launch: Starts the app afresh; what it keeps is let go before each tap.
    ///   - kept: What the launch keeps, as a message names it: "the coordinator".
    ///   - kata: The kata, for the hint line.
    /// - Returns: Whether every tap in every state changed nothing; at the first that did, a
    ///   verdict is recorded and the walk stops.
    @discardableResult
    public func expectTapsChangeNothing(
        withoutWhatLaunchKeeps launch: () -> (user: User, keeps: [AnyObject])?,
        kept: String = "the coordinator",
        kata: String
    ) -> Bool {
        visit(launch: launch) { state in
            state.user.availableGestures.allSatisfy { gesture in
                guard case let .tap(label) = gesture else { return true }
                return tapChangesNothing(after: state, tapping: label, launch: launch, kept: kept, kata: kata)
            }
        }
    }

    /// Reaches `state` afresh, lets go of what the launch kept, taps `label` and compares the pictures.
    private func tapChangesNothing(
        after state: State,
        tapping label: String,
        launch: () -> (user: User, keeps: [AnyObject])?,
        kept: String,
        kata: String
    ) -> Bool {
        var released: [() -> AnyObject?] = []
        var reachedUser: User?
        do {
            guard let (user, keeps) = reach(state.path, launch: launch) else { return true }
            released = keeps.map { kept in { [weak kept] in kept } }
            reachedUser = user
        }
        guard let user = reachedUser, released.allSatisfy({ $0() == nil }) else { return true }
        let before = user.hierarchy
        let seen = user.journal.entries.last?.sequence ?? -1
        user.tap(label)
        let moves = user.journal.entries.filter { $0.sequence > seen }
        guard user.hierarchy == before || ScreenNavigation.madeElsewhere(moves, screens: state.tracker.createdControllerTypes) else {
            Verdict(
                expected: "\(state.sentence), with \(kept) gone, tapping \"\(label)\" should change nothing: a screen only reports the tap.",
                actual: "The screen changed, so a screen navigated by itself, perhaps through a property such as `navigationController?.viewControllers = …`. Move that change into \(kept), and have the screen only report the tap. Before the tap the app was:\n" + before.lines.map { "  " + $0 }.joined(separator: "\n") + "\nAfter it, the picture below.",
                hierarchyOf: user,
                kata: kata
            ).record()
            return false
        }
        return true
    }
}
