/// How output looks: with ANSI colour or plain, decided once, at the edge.
///
/// Colour is used only on a terminal, never when `NO_COLOR` is set (https://no-color.org) or
/// `TERM` is `dumb`, unless asked for with `--color`; `--no-color` always wins.
public struct TerminalStyle: Sendable, Equatable {
    /// Whether to emit colour codes.
    public let colour: Bool

    /// Creates a style.
    public init(colour: Bool) {
        self.colour = colour
    }

    /// Decides colour from the command line, the terminal and the environment.
    public static func decide(explicit: Bool?, isTerminal: Bool, environment: [String: String]) -> TerminalStyle {
        if let explicit {
            return TerminalStyle(colour: explicit)
        }
        let noColour = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        return TerminalStyle(colour: isTerminal && !noColour && environment["TERM"] != "dumb")
    }

    /// Bold text.
    public func bold(_ text: String) -> String { paint(text, "1") }
    /// Dimmed text.
    public func dim(_ text: String) -> String { paint(text, "2") }
    /// Text for success.
    public func green(_ text: String) -> String { paint(text, "32") }
    /// Text for failure.
    public func red(_ text: String) -> String { paint(text, "31") }
    /// Text for work in progress.
    public func yellow(_ text: String) -> String { paint(text, "33") }
    /// Text for commands to type.
    public func cyan(_ text: String) -> String { paint(text, "36") }
    /// Emphasised text.
    public func italic(_ text: String) -> String { paint(text, "3") }
    /// Underlined text, such as a link.
    public func underline(_ text: String) -> String { paint(text, "4") }

    /// The mark for a passed check.
    public var passMark: String { colour ? green("✔") : "[x]" }
    /// The mark for a failed check.
    public var failMark: String { colour ? red("✘") : "[ ]" }

    private func paint(_ text: String, _ code: String) -> String {
        colour ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
