/// What the learner asked kata-runner to do.
public enum Command: Sendable, Equatable {
    /// Grade every kata and show where the learner stands (no arguments).
    case overview
    /// List the katas in learning order.
    case list
    /// Grade one kata and show its whole checklist.
    case check(kata: String)
    /// Show the hint for a kata's first failing check.
    case hint(kata: String)
    /// Print a kata's lesson.
    case lesson(kata: String)
    /// Check, for authors and CI, that every kata's stub, solution, mutants and lesson fit
    /// together; `nil` for every kata, else the one named.
    case verify(kata: String?)
    /// Bring a kata's exercise back as shipped, keeping the learner's version; `nil` for every kata.
    case reset(kata: String?)
    /// Re-grade a kata whenever one of its files is saved; `nil` for the first unfinished kata.
    case watch(kata: String?)
    /// Remember a kata as where the learner begins; "Next up" counts from there.
    case start(kata: String)
    /// Pass over a kata: "Next up" leaves it out until the learner starts it again.
    case skip(kata: String)
    /// Once a kata passes, show the reference solution and how it differs from the learner's.
    case solution(kata: String)
    /// Explore a kata's app as its grader does, and draw every state reached as a graph.
    case explore(kata: String)
    /// For teachers: grade every learner's workbook in a folder, into one report.
    case gradeAll(folder: String)
    /// For authors: write a new kata's files from the template, ready for `verify`.
    case new(slug: String, title: String, module: String?)
    /// Show help, for one subcommand or for the tool.
    case help(topic: Subcommand?)

    /// The subcommands, as typed.
    public enum Subcommand: String, Sendable, CaseIterable {
        case list
        case start
        case skip
        case watch
        case check
        case hint
        case lesson
        case solution
        case explore
        case reset
        case verify
        case gradeAll = "grade-all"
        case new
        case help

        /// Whether the subcommand takes a kata name.
        var takesKata: Bool {
            switch self {
            case .check, .hint, .lesson, .solution, .explore, .reset, .start, .skip: true
            case .list, .watch, .verify, .gradeAll, .new, .help: false
            }
        }
    }

    /// Whether this is `explore`.
    var isExplore: Bool {
        if case .explore = self {
            return true
        }
        return false
    }

    /// Whether this is `grade-all`.
    var isGradeAll: Bool {
        if case .gradeAll = self {
            return true
        }
        return false
    }

    /// Whether this is `check`.
    var isCheck: Bool {
        if case .check = self {
            return true
        }
        return false
    }
}
