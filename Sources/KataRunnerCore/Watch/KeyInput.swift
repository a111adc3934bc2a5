import Foundation

/// Where watch mode's keys come from: a terminal in raw mode, lines of text, or a test's script.
public protocol KeyInput {
    /// The next key, waiting at most `timeout` seconds; `nil` when none came.
    mutating func nextKey(timeout: TimeInterval) -> Character?
}

/// Keys read one by one from a terminal, without waiting for Return and without echo.
///
/// The terminal's settings are restored by ``restore()``; Ctrl-C arrives as a key (it quits),
/// so the terminal is never left in raw mode by an interrupt.
public final class TerminalKeyInput: KeyInput {
    private var original = termios()
    private var active = false

    /// Puts standard input in raw mode; `nil` when it is not a terminal.
    public init?() {
        guard isatty(STDIN_FILENO) == 1, tcgetattr(STDIN_FILENO, &original) == 0 else { return nil }
        var raw = original
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
        guard tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0 else { return nil }
        active = true
    }

    /// Puts the terminal back as it was.
    public func restore() {
        guard active else { return }
        tcsetattr(STDIN_FILENO, TCSANOW, &original)
        active = false
    }

    /// The next key pressed, or `nil` after `timeout` seconds; Ctrl-C reads as `q`.
    public func nextKey(timeout: TimeInterval) -> Character? {
        guard StandardInput.waitForInput(timeout: timeout) else { return nil }
        var byte: UInt8 = 0
        guard read(STDIN_FILENO, &byte, 1) == 1 else { return nil }
        return byte == 3 ? "q" : Character(Unicode.Scalar(byte))
    }

    deinit {
        restore()
    }
}

/// Keys typed as lines (a letter, then Return), for watch mode without a terminal.
public struct LineKeyInput: KeyInput {
    private var pending: [Character] = []
    private var ended = false

    /// Reads from standard input.
    public init() {}

    /// The next letter typed, or `nil` after `timeout` seconds; Return and spaces are skipped.
    public mutating func nextKey(timeout: TimeInterval) -> Character? {
        if pending.isEmpty, !ended, StandardInput.waitForInput(timeout: timeout) {
            var buffer = [UInt8](repeating: 0, count: 256)
            let count = read(STDIN_FILENO, &buffer, buffer.count)
            if count <= 0 {
                ended = true
            } else {
                pending += String(decoding: buffer[..<count], as: UTF8.self).filter { !$0.isWhitespace }
            }
        } else if pending.isEmpty, ended {
            Thread.sleep(forTimeInterval: timeout)
        }
        return pending.isEmpty ? nil : pending.removeFirst()
    }
}

/// Waiting on standard input.
enum StandardInput {
    /// Whether standard input has something to read within `timeout` seconds.
    static func waitForInput(timeout: TimeInterval) -> Bool {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, Int32(timeout * 1000)) > 0
    }
}
