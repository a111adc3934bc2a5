/// When an animation counts as complete; the model's are complete at once.
public struct AnimationCompletionCriteria: Sendable, Hashable {
    let name: String

    /// When the change is logically complete.
    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
    /// When the last frame has been drawn.
    public static let removed = AnimationCompletionCriteria(name: "removed")
}
