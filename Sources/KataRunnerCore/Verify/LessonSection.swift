import Foundation

/// A `##` section of a lesson, by its title.
public enum LessonSection {
    /// The section's text without its heading, up to the next `##`; `nil` when there is none.
    public static func text(of title: String, in lesson: String) -> String? {
        var collecting = false
        var lines: [Substring] = []
        for line in lesson.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") {
                if collecting { break }
                collecting = line.dropFirst(3).trimmingCharacters(in: .whitespaces) == title
                continue
            }
            if collecting {
                lines.append(line)
            }
        }
        guard collecting || !lines.isEmpty else { return nil }
        return lines.joined(separator: "\n").trimmingCharacters(in: .newlines)
    }
}
