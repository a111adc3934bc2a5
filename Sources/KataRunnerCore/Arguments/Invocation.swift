/// A parsed command line: the command and the options that apply to all commands.
public struct Invocation: Sendable, Equatable {
    /// What to do.
    public var command: Command
    /// Whether to use colour: `nil` to decide from the terminal and `NO_COLOR`.
    public var colour: Bool?

    /// Creates an invocation.
    public init(command: Command, colour: Bool? = nil) {
        self.command = command
        self.colour = colour
    }
}
