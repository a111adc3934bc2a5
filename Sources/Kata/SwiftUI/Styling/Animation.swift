/// How a change is animated; the model animates nothing.
public struct Animation: Sendable, Equatable {
    let name: String
    /// The default animation.
    public static let `default` = Animation(name: "default")
    /// Ease in and out.
    public static let easeInOut = Animation(name: "easeInOut")
    /// Linear.
    public static let linear = Animation(name: "linear")

    /// Ease in.
    public static let easeIn = Animation(name: "easeIn")
    /// Ease out.
    public static let easeOut = Animation(name: "easeOut")
    /// A spring with the system's settings.
    public static let spring = Animation(name: "spring")
    /// A bouncy spring.
    public static let bouncy = Animation(name: "bouncy")
    /// A smooth spring.
    public static let smooth = Animation(name: "smooth")

    /// A spring.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation {
        Animation(name: "spring")
    }

    /// Ease in and out over a duration.
    public static func easeInOut(duration: TimeInterval) -> Animation {
        Animation(name: "easeInOut \(duration)")
    }

    /// Ease in over a duration.
    public static func easeIn(duration: TimeInterval) -> Animation {
        Animation(name: "easeIn \(duration)")
    }

    /// Ease out over a duration.
    public static func easeOut(duration: TimeInterval) -> Animation {
        Animation(name: "easeOut \(duration)")
    }

    /// Linear over a duration.
    public static func linear(duration: TimeInterval) -> Animation {
        Animation(name: "linear \(duration)")
    }

    /// The same animation, after a delay.
    public func delay(_ delay: TimeInterval) -> Animation {
        Animation(name: "\(name) after \(delay)")
    }

    /// The same animation, repeated forever; the model animates nothing.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation(name: "\(name) repeated forever\(autoreverses ? ", reversing" : "")")
    }
}

/// Runs `body` at once: the model animates nothing, and the change shows when the turn ends.
/// Not isolated, as in SwiftUI, so a coordinator that is a plain class may call it.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Runs `body` at once and `completion` once the change has shown: when the main queue next
/// runs, at the end of the turn, since the model's animations take no time.
@MainActor
public func withAnimation<Result>(
    _ animation: Animation? = .default,
    completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result,
    completion: @escaping () -> Void
) rethrows -> Result {
    let result = try body()
    // Runs on the main queue, on the main actor where it was given: unchecked, as the
    // closure is not Sendable.
    nonisolated(unsafe) let completion = completion
    DispatchQueue.main.async {
        MainActor.assumeIsolated(completion)
    }
    return result
}
