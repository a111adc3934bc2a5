import Foundation

/// Which katas the learner has started: their exercise is no longer the stub as shipped.
public enum ExerciseEdits {
    /// Whether `kata`'s exercise differs from its stub in `Stubs/`: a file added, removed or
    /// changed by more than white space (a save that only re-indented starts nothing).
    public static func started(_ kata: Kata, root: URL) -> Bool {
        let exercise = root.appendingPathComponent(kata.exercisePath)
        let stub = root.appendingPathComponent(kata.stubPath)
        let names = Set(files(in: exercise)).union(files(in: stub))
        return names.contains { name in
            words(in: exercise.appendingPathComponent(name)) != words(in: stub.appendingPathComponent(name))
        }
    }

    /// A file's text without its white space; `nil` when it is missing.
    private static func words(in file: URL) -> [Substring]? {
        (try? String(contentsOf: file, encoding: .utf8)).map { $0.split(whereSeparator: \.isWhitespace) }
    }

    /// The Swift files directly in a folder; none when it is missing.
    private static func files(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".swift") }
    }
}
