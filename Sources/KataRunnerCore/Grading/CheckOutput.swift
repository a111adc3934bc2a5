import Foundation

/// What the learner's code printed during one check, as the grader saved it for kata-runner: the
/// first part of it, and how much there was in all.
///
/// The grader writes each check's standard output to a file of its own in the folder named by
/// ``folderVariable``, so a flood of output fills a file and never a pipe, and kata-runner reads
/// only its head.
public struct CheckOutput: Sendable, Equatable {
    /// The variable that names the folder where each check's output is kept.
    public static let folderVariable = "KATA_OUTPUT_DIR"
    /// What the grader writes to standard error when the learner's code ends the process during a check.
    public static let exitMarker = "kata-runner: the process was ended by exit() during a check"
    /// What the grader writes to standard error when the learner's code calls `abort()` during a
    /// check (or the runtime does, for a misuse it stops at), before the runtime's own backtrace.
    public static let abortMarker = "kata-runner: the process was ended by abort() during a check"
    /// What begins each line of the stack the grader writes after ``exitMarker`` or
    /// ``abortMarker``, one frame a line.
    public static let endFramePrefix = "kata-runner: frame where the process ended: "
    /// The most of a check's output that is read, in bytes.
    public static let readLimit = 16 * 1024

    /// The text read, at most ``readLimit`` bytes of it.
    public var text: String
    /// How many bytes were printed in all.
    public var byteCount: Int

    /// Creates an output.
    public init(text: String, byteCount: Int) {
        self.text = text
        self.byteCount = byteCount
    }

    /// The file a check's output is kept in, inside `folder`.
    public static func file(for checkName: String, in folder: URL) -> URL {
        folder.appendingPathComponent(checkName.replacingOccurrences(of: "/", with: "_") + ".out")
    }

    /// Reads a check's output from `folder`; `nil` when it printed nothing.
    public static func read(for checkName: String, in folder: URL) -> CheckOutput? {
        let url = file(for: checkName, in: folder)
        guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        guard size > 0, let data = try? handle.read(upToCount: readLimit) else { return nil }
        return CheckOutput(text: String(decoding: data, as: UTF8.self), byteCount: size)
    }

    /// The lines printed, the last one left out when it was cut by the read limit.
    public var lines: [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" || byteCount > text.utf8.count {
            lines.removeLast()
        }
        return lines
    }

    /// The first `count` lines, then how many more there are (or that there is more, past what was read).
    public func shown(firstLines count: Int) -> [String] {
        let all = lines
        var shown = Array(all.prefix(count))
        let rest = all.count - shown.count
        if byteCount > text.utf8.count {
            shown.append("…and more: \(byteCount) bytes printed in all.")
        } else if rest > 0 {
            shown.append("…and \(rest == 1 ? "1 more line" : "\(rest) more lines").")
        }
        return shown
    }
}
