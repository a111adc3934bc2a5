/// How a change is animated; the model animates nothing.
public struct Animation: Sendable, Equatable {
    let name: String
    /// The default animation.
    public static let `default` = Animation(name: "default")
    /// Ease in and out.
    public static let easeInOut = Animation(name: "easeInOut")
    /// Linear.
    public static let linear = Animation(name: "linear")

    /// A spring.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825) -> Animation {
        Animation(name: "spring")
    }
}

/// Runs `body` at once: the model animates nothing, and the change shows when the turn ends.
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}
