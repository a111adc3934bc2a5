import Foundation

/// Brings exercises back as shipped, after keeping a copy of the learner's version.
///
/// Nothing of the learner's is deleted without a copy: the exercise folder is first copied to
/// `.kata/backups/<time>/<folder>/`, and only when that copy succeeded is it replaced by the
/// shipped stub from `Stubs/`.
public struct ExerciseReset: Sendable {
    /// The package root.
    public let root: URL

    /// Creates a reset for the workbook at `root`.
    public init(root: URL) {
        self.root = root
    }

    /// What a reset did.
    public enum Outcome: Sendable, Equatable {
        /// The exercise is back as shipped; the learner's version was saved at `backup` (relative), if there was one.
        case reset(backup: String?)
        /// Nothing changed, for this reason.
        case refused(String)
    }

    /// Resets katas, all with one backup folder, stopping at the first one that cannot be backed up.
    public func reset(_ katas: [Kata], now: Date = Date()) -> [(Kata, Outcome)] {
        let backupFolder = ".kata/backups/\(ProgressStore.timestamp(now))"
        var outcomes: [(Kata, Outcome)] = []
        for kata in katas {
            let outcome = reset(kata, backupFolder: backupFolder)
            outcomes.append((kata, outcome))
            if case .refused = outcome {
                break
            }
        }
        return outcomes
    }

    private func reset(_ kata: Kata, backupFolder: String) -> Outcome {
        let files = FileManager.default
        let stub = root.appendingPathComponent(kata.stubPath)
        let exercise = root.appendingPathComponent(kata.exercisePath)
        guard let stubFiles = try? files.contentsOfDirectory(atPath: stub.path), !stubFiles.isEmpty else {
            return .refused("The shipped stub \(kata.stubPath)/ is missing, so there is nothing to reset to. Restore it with `git checkout -- \(kata.stubPath)`.")
        }
        var backup: String?
        if let learnerFiles = try? files.contentsOfDirectory(atPath: exercise.path), !learnerFiles.isEmpty {
            let target = root.appendingPathComponent("\(backupFolder)/\(kata.folder)")
            do {
                try files.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try files.copyItem(at: exercise, to: target)
                backup = "\(backupFolder)/\(kata.folder)/"
            } catch {
                return .refused("Could not save your version of \(kata.exercisePath)/ to \(backupFolder)/ (\(error.localizedDescription)), so nothing was reset. Check that the folder can be written.")
            }
        }
        do {
            if files.fileExists(atPath: exercise.path) {
                try files.removeItem(at: exercise)
            }
            try files.copyItem(at: stub, to: exercise)
        } catch {
            return .refused("Could not put the stub back in \(kata.exercisePath)/ (\(error.localizedDescription)).\(backup.map { " Your version is safe in \($0)." } ?? "")")
        }
        return .reset(backup: backup)
    }
}
