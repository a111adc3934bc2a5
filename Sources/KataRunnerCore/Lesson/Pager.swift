import Foundation

/// Shows long text a screen at a time through the learner's pager (`$PAGER`, else `less`).
enum Pager {
    /// Pages `text` on the terminal, and returns false when no pager could be started.
    static func show(_ text: String, environment: [String: String]) -> Bool {
        let command = environment["PAGER"].flatMap { $0.isEmpty ? nil : $0 } ?? "less"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        var pagerEnvironment = environment
        if pagerEnvironment["LESS"] == nil {
            pagerEnvironment["LESS"] = "FRX"
        }
        process.environment = pagerEnvironment
        let input = Pipe()
        process.standardInput = input
        do {
            try process.run()
        } catch {
            return false
        }
        let previous = signal(SIGPIPE, SIG_IGN)
        input.fileHandleForWriting.write(Data(text.utf8))
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        signal(SIGPIPE, previous)
        return process.terminationStatus != 127
    }

    /// The columns of the terminal on standard output, or nil when it is not a terminal.
    static func terminalColumns() -> Int? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}
