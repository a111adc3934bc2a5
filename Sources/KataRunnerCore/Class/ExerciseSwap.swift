import Foundation

/// Puts a learner's kata folders in the workbook's `Exercises/` for grading, the workbook's own
/// kept aside in `.kata/class/own-exercises/` and put back afterwards: the build, and so the
/// model and graders built once, is the workbook's, and only the exercises change between learners.
///
/// A run stopped halfway leaves the workbook's own exercises aside; the next swap puts them back
/// first (``putBackIfLeftAside()``).
public struct ExerciseSwap: Sendable {
    /// The workbook's root.
    public let root: URL
    /// The katas whose folders are swapped.
    public let katas: [Kata]

    /// Where the workbook's own kata folders wait while learners' are graded.
    public static let asidePath = ".kata/class/own-exercises"

    /// Creates a swap for a workbook.
    public init(root: URL, katas: [Kata]) {
        self.root = root
        self.katas = katas
    }

    private var aside: URL {
        root.appendingPathComponent(Self.asidePath, isDirectory: true)
    }

    /// Whether the workbook's own exercises are aside, as a run stopped halfway leaves them.
    public var isAside: Bool {
        FileManager.default.fileExists(atPath: aside.path)
    }

    /// Moves the workbook's own kata folders aside.
    public func setAside() throws {
        let manager = FileManager.default
        try manager.createDirectory(at: aside, withIntermediateDirectories: true)
        for kata in katas {
            let own = root.appendingPathComponent(kata.exercisePath, isDirectory: true)
            guard manager.fileExists(atPath: own.path) else { continue }
            try manager.moveItem(at: own, to: aside.appendingPathComponent(kata.folder, isDirectory: true))
        }
    }

    /// Puts in `Exercises/` the kata folders `exercises` holds, in place of the last learner's;
    /// a kata the learner has no folder for is left without one.
    public func bringIn(_ exercises: URL) throws {
        let manager = FileManager.default
        for kata in katas {
            let target = root.appendingPathComponent(kata.exercisePath, isDirectory: true)
            if manager.fileExists(atPath: target.path) {
                try manager.removeItem(at: target)
            }
            let handedIn = exercises.appendingPathComponent(kata.folder, isDirectory: true)
            guard manager.fileExists(atPath: handedIn.path) else { continue }
            try Self.copyFollowingLinks(handedIn, to: target)
        }
    }

    /// Copies a folder's files, what a link points to in place of the link: a learner's folder
    /// may link to files beside it that are not brought in.
    private static func copyFollowingLinks(_ folder: URL, to target: URL) throws {
        let manager = FileManager.default
        try manager.createDirectory(at: target, withIntermediateDirectories: true)
        for name in try manager.contentsOfDirectory(atPath: folder.path) {
            let item = folder.appendingPathComponent(name).resolvingSymlinksInPath()
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: item.path, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                try copyFollowingLinks(item, to: target.appendingPathComponent(name, isDirectory: true))
            } else {
                try Data(contentsOf: item).write(to: target.appendingPathComponent(name))
            }
        }
    }

    /// Puts the workbook's own kata folders back, in place of the last learner's.
    public func putBack() throws {
        let manager = FileManager.default
        for kata in katas {
            let target = root.appendingPathComponent(kata.exercisePath, isDirectory: true)
            let own = aside.appendingPathComponent(kata.folder, isDirectory: true)
            guard manager.fileExists(atPath: own.path) else { continue }
            if manager.fileExists(atPath: target.path) {
                try manager.removeItem(at: target)
            }
            try manager.moveItem(at: own, to: target)
        }
        try manager.removeItem(at: aside)
    }

    /// Puts the workbook's own exercises back if a run stopped halfway left them aside; whether it did.
    @discardableResult
    public func putBackIfLeftAside() throws -> Bool {
        guard isAside else { return false }
        try putBack()
        return true
    }
}
