import Foundation

/// Which katas the learner has started: their exercise is no longer the stub as shipped.
public enum ExerciseEdits {
    /// Whether `kata`'s exercise differs from its stub in `Stubs/`: a file added, removed or changed.
    public static func started(_ kata: Kata, root: URL) -> Bool {
        let exercise = root.appendingPathComponent(kata.exercisePath)
        let stub = root.appendingPathComponent(kata.stubPath)
        let names = Set(files(in: exercise)).union(files(in: stub))
        return names.contains { name in
            FileManager.default.contents(atPath: exercise.appendingPathComponent(name).path)
                != FileManager.default.contents(atPath: stub.appendingPathComponent(name).path)
        }
    }

    /// The Swift files directly in a folder; none when it is missing.
    private static func files(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".swift") }
    }
}
