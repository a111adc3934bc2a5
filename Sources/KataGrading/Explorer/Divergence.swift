import Kata
import KataRunnerCore

/// Where the learner's app first went another way than the lesson's: the steps that show it,
/// and what each app showed after them.
public struct Divergence: Sendable {
    /// The steps from the launch, the last one where the apps parted.
    public let path: [ExplorerStep]
    /// How the learner's app went another way.
    public let kind: Kind
    /// What the lesson's app showed after the path.
    public let expected: Observation
    /// What the learner's app showed after the path.
    public let actual: Observation
    /// The last entries of the learner's journal, for the message.
    public let journal: String
    /// For a screen left alive: what keeps it, as the release checks name it.
    public var holders: String?
    /// Whether the learner's app ran in more than one scene then, so that what the windows
    /// share is a place to look.
    public var inSeveralScenes = false

    /// How the learner's app went another way, which chooses the advice and the hints.
    public typealias Kind = DifferenceKind

    /// The steps as a story: `after "Next", then Back`, or `right after the app started`.
    public var story: String {
        Self.story(of: path)
    }

    /// A path's steps as a story.
    static func story(of path: some Collection<ExplorerStep>) -> String {
        path.isEmpty ? "right after the app started" : "after " + path.map(\.description).joined(separator: ", then ")
    }

    /// The story as the start of a sentence.
    public var sentence: String {
        story.prefix(1).uppercased() + story.dropFirst()
    }
}
