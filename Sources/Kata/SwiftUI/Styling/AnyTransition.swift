/// How a view comes and goes; the model animates nothing and keeps its name.
public struct AnyTransition: Sendable {
    let name: String

    /// Fades.
    public static let opacity = AnyTransition(name: "opacity")
    /// Slides in from the leading edge.
    public static let slide = AnyTransition(name: "slide")
    /// Grows and shrinks.
    public static let scale = AnyTransition(name: "scale")

    /// Moves in from an edge.
    public static func move(edge: Edge) -> AnyTransition {
        AnyTransition(name: "move")
    }

    /// Pushes in from an edge.
    public static func push(from edge: Edge) -> AnyTransition {
        AnyTransition(name: "push")
    }

    /// One transition in, another out.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(name: "asymmetric")
    }

    /// The same transition, run with an animation of its own; the model animates nothing.
    public func animation(_ animation: Animation?) -> AnyTransition {
        self
    }

    /// Both transitions at once.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(name: name + "+" + other.name)
    }
}
