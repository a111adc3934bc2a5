/// The story of a window: every transition, refusal and gesture, with the code that asked for it.
///
/// Entries hold text only, never the controllers themselves, so the journal never keeps a
/// released screen alive. Transitions made before a controller tree was put in a window are
/// recorded with the tree and join the window's journal when the tree becomes its root.
///
/// ```
/// push WelcomeViewController (Exercises/01-onboarding/OnboardingCoordinator.swift:12)
/// user taps "Next" on WelcomeViewController (OnboardingGrader.swift:40)
/// push AccountViewController (Exercises/01-onboarding/OnboardingCoordinator.swift:19)
/// ```
@MainActor
public final class TransitionJournal {
    /// The entries, oldest first.
    public private(set) var entries: [Entry] = []

    /// Creates an empty journal.
    public init() {}

    /// The entries, one per line, oldest first; "(no transitions)" when there are none.
    public var text: String {
        entries.isEmpty ? "(no transitions)" : entries.map(\.description).joined(separator: "\n")
    }

    /// The last `count` entries, one per line, for failure messages.
    public func tail(_ count: Int) -> String {
        let shown = entries.suffix(count)
        let skipped = entries.count - shown.count
        let lines = shown.map(\.description)
        return ((skipped > 0 ? [skipped == 1 ? "(1 earlier entry)" : "(\(skipped) earlier entries)"] : []) + lines).joined(separator: "\n")
    }

    /// Adds entries, keeping them in the order they happened.
    func append(_ newEntries: [Entry]) {
        entries.append(contentsOf: newEntries)
        entries.sort { $0.sequence < $1.sequence }
    }

    /// Forgets every entry.
    public func removeAll() {
        entries.removeAll()
    }

    /// One thing that happened.
    public struct Entry: Sendable, Hashable, CustomStringConvertible {
        /// What happened.
        public var kind: Kind
        /// A short sentence, such as `push WelcomeViewController`.
        public var summary: String
        /// The code that asked for it, when it came from a call with a location.
        public var callSite: CallSite?
        /// The order in which entries were made, across all windows.
        public var sequence: Int

        /// The summary followed by the call site.
        public var description: String {
            guard let callSite else { return summary }
            return "\(summary) (\(callSite))"
        }
    }

    /// The kinds of journal entry.
    public enum Kind: String, Sendable, Hashable {
        /// A controller was pushed.
        case push
        /// One or more controllers were popped.
        case pop
        /// A navigation or tab bar controller's list was replaced.
        case setViewControllers
        /// A controller was added to a custom container.
        case addChild
        /// A controller was presented.
        case present
        /// A presented controller was dismissed.
        case dismiss
        /// A window got a new root controller.
        case setRoot
        /// A tab was selected.
        case selectTab
        /// The simulated user did something.
        case gesture
        /// The model refused a call, as UIKit would.
        case misuse
        /// A URL was opened in a scene.
        case openURL
    }

    /// The next sequence number.
    static func nextSequence() -> Int {
        sequenceCounter += 1
        return sequenceCounter
    }

    private static var sequenceCounter = 0
}
