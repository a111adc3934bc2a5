import Foundation

/// The place in source code that asked the model to do something.
///
/// Every navigation method of the model takes the caller's location as defaulted trailing
/// arguments, so a journal entry or a misuse report can name the learner's own file and line.
/// Code that calls the model never passes these arguments itself.
public struct CallSite: Sendable, Hashable, CustomStringConvertible {
    /// The file's ID, `Module/File.swift`, as `#fileID` gives it.
    public var fileID: String
    /// The file's full path, as `#filePath` gives it.
    public var filePath: String
    /// The line, counting from 1.
    public var line: Int
    /// The column, counting from 1.
    public var column: Int

    /// Creates a call site; with no arguments, the caller's own location.
    public init(
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column
    ) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// The file's name without its folders, such as `OnboardingCoordinator.swift`.
    public var fileName: String {
        String(fileID.split(separator: "/").last ?? Substring(fileID))
    }

    /// Where a learner finds the file: `Exercises/01-onboarding/File.swift` for their own code,
    /// `Module/File.swift` for everything else.
    public var displayPath: String {
        if let range = filePath.range(of: "/Exercises/", options: .backwards) {
            return String(filePath[filePath.index(after: range.lowerBound)...])
        }
        return fileID
    }

    /// Whether the place is in a kata's grader or the graders' shared code, which learners are
    /// asked not to open: `Tests/KataTests/NN-…/` or `Sources/KataGrading/`.
    public var isGrader: Bool {
        filePath.contains("/Sources/KataGrading/") || filePath.range(of: "/Tests/KataTests/[0-9]{2}-", options: .regularExpression) != nil
    }

    /// `Exercises/01-onboarding/File.swift:12` or `Module/File.swift:12`, the form a learner can
    /// find in an editor; `the grader` for a grader's own line, which is no place to look.
    public var description: String {
        isGrader ? "the grader" : "\(displayPath):\(line)"
    }
}
