import Foundation

/// Where kata-runner writes: lines, and on a terminal a status line that is redrawn in place.
public final class Console {
    /// Whether the output is a terminal, which allows redrawing.
    public let isTerminal: Bool
    private let sink: (String) -> Void
    private var statusShown = false

    /// Creates a console that hands text to `write`.
    public init(isTerminal: Bool, write: @escaping (String) -> Void) {
        self.isTerminal = isTerminal
        self.sink = write
    }

    /// A console on standard output.
    public static func standardOutput() -> Console {
        Console(isTerminal: isatty(STDOUT_FILENO) == 1) { text in
            FileHandle.standardOutput.write(Data(text.utf8))
        }
    }

    /// Writes a line, clearing the status line first.
    public func line(_ text: String = "") {
        clearStatus()
        sink(text + "\n")
    }

    /// Shows what is going on, redrawn in place, on a terminal only: elsewhere (a pipe, a log, an
    /// editor's task) progress lines would stand between the verdicts, so they are left out.
    public func status(_ text: String) {
        guard isTerminal else { return }
        sink("\r\u{1B}[2K" + text)
        statusShown = true
    }

    /// Writes text as it is, such as a terminal control sequence.
    public func write(_ text: String) {
        clearStatus()
        sink(text)
    }

    /// Removes the status line, if one is shown.
    public func clearStatus() {
        guard statusShown else { return }
        sink("\r\u{1B}[2K")
        statusShown = false
    }
}
