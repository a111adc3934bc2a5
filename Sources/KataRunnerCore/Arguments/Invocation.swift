/// A parsed command line: the command and the options that apply to all commands.
public struct Invocation: Sendable, Equatable {
    /// What to do.
    public var command: Command
    /// Whether to use colour: `nil` to decide from the terminal and `NO_COLOR`.
    public var colour: Bool?
    /// Where to write results in Exercism's format (`--json PATH`): a file for `check`, a folder otherwise.
    public var jsonPath: String?
    /// Where Swift Testing writes its JUnit XML (`--xunit PATH`), for `check`.
    public var xunitPath: String?
    /// Whether to show what the learner's code printed under passing checks too (`--verbose`).
    public var verbose = false
    /// Where `explore` writes its graph (`--out FOLDER`); `nil` for `.kata/explore/NN-slug/`.
    public var outPath: String?

    /// Creates an invocation.
    public init(command: Command, colour: Bool? = nil, jsonPath: String? = nil, xunitPath: String? = nil) {
        self.command = command
        self.colour = colour
        self.jsonPath = jsonPath
        self.xunitPath = xunitPath
    }
}
