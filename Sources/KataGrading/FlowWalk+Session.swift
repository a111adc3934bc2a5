import Kata

extension FlowWalk {
    /// One launch of the app the walk drives: its user, what keeps it alive, the tracker that
    /// watches what it creates, and the steps made since the launch.
    ///
    /// A state whose check only looked hands its session on to its first next state, which makes
    /// one gesture more instead of launching again; the others launch afresh.
    @MainActor
    final class Session {
        /// The user of the launched app.
        let user: User
        /// What the launch returned to keep the app alive.
        let keeps: [AnyObject]
        /// Watches every controller made since the launch.
        let tracker: LifetimeTracker
        /// The steps as the story tells them: `typing "Ada" into Name and tapping "Next"`.
        private(set) var steps: [String] = []
        /// How often each field was filled.
        private(set) var filled: [String: Int] = [:]
        /// The text typed last into each field.
        private(set) var latest: [String: String] = [:]
        /// What was typed just before the last gesture, by field.
        private(set) var typed: [String: String] = [:]
        /// What the user saw before the path's last gesture; `nil` right after the launch.
        var before: (visible: String, hierarchy: HierarchySnapshot)?

        /// A session of a new launch, before any gesture.
        init(user: User, keeps: [AnyObject], tracker: LifetimeTracker) {
            self.user = user
            self.keeps = keeps
            self.tracker = tracker
        }

        /// Records a gesture about to be made, with what is typed before it.
        func record(_ gesture: Gesture, typing: [(field: String, text: String)]) {
            for (field, text) in typing {
                latest[field] = text
                filled[field, default: 0] += 1
            }
            typed = Dictionary(typing.map { ($0.field, $0.text) }, uniquingKeysWith: { $1 })
            let typingSteps = typing.map { "typing \"\($0.text)\" into \($0.field)" }
            steps.append((typingSteps + [typing.isEmpty ? gesture.description : "tapping \(gesture)"]).joined(separator: " and "))
        }
    }
}
