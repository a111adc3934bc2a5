/// The keys of a transition's two views.
public struct UITransitionContextViewKey: RawRepresentable, Sendable, Hashable {
    /// The key's name.
    public var rawValue: String

    /// Creates a key.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The view visible at the start.
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view visible at the end.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}
