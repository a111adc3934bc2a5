import Foundation

/// What a grader tells the learner about a check besides its verdict, such as kata 7's table of
/// which of the learner's tests caught which broken coordinator: plain text the grader writes
/// beside the check's output (``CheckOutput/folderVariable``), shown after the checklist.
public enum CheckReport {
    /// The file a check's report is kept in, inside `folder`.
    public static func file(for checkName: String, in folder: URL) -> URL {
        folder.appendingPathComponent(checkName.replacingOccurrences(of: "/", with: "_") + ".report")
    }

    /// Reads a check's report from `folder`; `nil` when it wrote none.
    public static func read(for checkName: String, in folder: URL) -> String? {
        guard let text = try? String(contentsOf: file(for: checkName, in: folder), encoding: .utf8), !text.isEmpty else { return nil }
        return text
    }
}
