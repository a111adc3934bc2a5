import Foundation

/// Loads and saves ``ProgressState`` in `.kata/state.json`, never losing the learner's work.
///
/// A file that cannot be read is set aside (renamed, not deleted) and progress starts afresh; a
/// file from a newer kata-runner is left alone, and nothing is saved over it.
public struct ProgressStore: Sendable {
    /// The state file.
    public let url: URL
    /// A note for the learner about how the file was loaded, when something was off.
    public private(set) var notice: String?
    /// Whether saving is allowed (not for a file from a newer runner).
    public private(set) var isWritable = true
    /// The state.
    public var state = ProgressState()

    /// Loads the state file of the workbook at `root`.
    public init(root: URL) {
        url = root.appendingPathComponent(".kata/state.json")
        guard let data = try? Data(contentsOf: url) else { return }
        if let version = (try? JSONSerialization.jsonObject(with: data) as? [String: Any])?["version"] as? Int,
           version > ProgressState.currentVersion {
            isWritable = false
            notice = "\(relativePath) was written by a newer kata-runner (format \(version); this one reads \(ProgressState.currentVersion)). It is left as it is, and this run remembers nothing new. Update the workbook to keep your progress."
            return
        }
        do {
            state = try JSONDecoder().decode(ProgressState.self, from: data)
        } catch {
            let aside = url.deletingLastPathComponent().appendingPathComponent("state.json.unreadable-\(Self.timestamp())")
            let moved = (try? FileManager.default.moveItem(at: url, to: aside)) != nil
            notice = moved
                ? "\(relativePath) could not be read, so it was moved to .kata/\(aside.lastPathComponent) and progress starts afresh. Your exercises are untouched."
                : "\(relativePath) could not be read and could not be moved aside; progress starts afresh for this run. Your exercises are untouched."
            isWritable = moved
        }
    }

    /// Saves the state; returns a message when it could not be saved.
    @discardableResult
    public func save() -> String? {
        guard isWritable else { return nil }
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try encoder.encode(state).write(to: url, options: .atomic)
            return nil
        } catch {
            return "Could not save your progress to \(relativePath): \(error.localizedDescription). Grading still works; hints will start from the first one next time."
        }
    }

    private var relativePath: String {
        ".kata/state.json"
    }

    /// A timestamp for file names: `20261130-193000`, in UTC.
    public static func timestamp(_ date: Date = Date()) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        return formatter.string(from: date)
    }
}
