/// Reads a lesson's task list: the bold names of the items under "## Your tasks".
///
/// ```markdown
/// ## Your tasks
/// - [ ] **1. start() shows Welcome as the only screen**. Create Welcome, …
/// ```
public enum LessonTasks {
    /// The task names, in order; empty when the lesson has no task list.
    public static func names(in lesson: String) -> [String] {
        var inTasks = false
        var names: [String] = []
        for line in lesson.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") {
                inTasks = line.hasPrefix("## Your tasks")
                continue
            }
            guard inTasks, line.hasPrefix("- [ ] **") else { continue }
            let rest = line.dropFirst("- [ ] **".count)
            if let end = rest.range(of: "**") {
                names.append(String(rest[..<end.lowerBound]))
            }
        }
        return names
    }
}
