import Foundation

/// The learners of a class, found in a folder that holds one workbook per learner.
///
/// Each folder in it is a learner, named by the folder: a whole workbook (its `Exercises/`
/// folder is what is graded) or a folder of exercises alone (`01-onboarding/`, `02-router/`…,
/// as a learner hands them in). Folders with neither, and files, are left out and named.
public struct ClassRoster: Sendable, Equatable {
    /// One learner's work.
    public struct Learner: Sendable, Equatable {
        /// The learner's name: their folder's.
        public let name: String
        /// The folder that holds their kata folders, `NN-slug/` each.
        public let exercises: URL
    }

    /// The learners, in the order of their names.
    public let learners: [Learner]
    /// The folders left out, because they hold no kata folder.
    public let leftOut: [String]

    /// Finds the learners in `folder`; the folder `except` (the report's, when it is inside) is
    /// not a learner.
    public static func find(in folder: URL, katas: [Kata], except: URL? = nil) throws -> ClassRoster {
        let manager = FileManager.default
        let names = try manager.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }.sorted {
            $0.localizedStandardCompare($1) == .orderedAscending
        }
        let folders = Set(katas.map(\.folder))
        var learners: [Learner] = []
        var leftOut: [String] = []
        for name in names {
            let candidate = folder.appendingPathComponent(name, isDirectory: true)
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: candidate.path, isDirectory: &isFolder), isFolder.boolValue else { continue }
            if let except, candidate.standardizedFileURL.path == except.standardizedFileURL.path { continue }
            let nested = candidate.appendingPathComponent("Exercises", isDirectory: true)
            let exercises = manager.fileExists(atPath: nested.path) ? nested : candidate
            let held = (try? manager.contentsOfDirectory(atPath: exercises.path)) ?? []
            if held.contains(where: folders.contains) {
                learners.append(Learner(name: name, exercises: exercises))
            } else {
                leftOut.append(name)
            }
        }
        return ClassRoster(learners: learners, leftOut: leftOut)
    }
}
