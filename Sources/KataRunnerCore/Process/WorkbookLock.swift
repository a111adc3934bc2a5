import Foundation

/// Keeps two kata-runners from building and grading the same workbook at once.
///
/// A second runner (a `check` while `watch` runs in another terminal, say) says so and waits
/// for the first to finish; neither corrupts the other's build or progress file.
public final class WorkbookLock {
    private let descriptor: Int32

    /// Takes the lock of the workbook at `root`; `waiting` is called once if another runner holds it.
    /// Returns `nil` when the lock file cannot be opened, and grading goes on without it.
    public init?(root: URL, waiting: () -> Void) {
        let folder = root.appendingPathComponent(".kata")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let descriptor = open(folder.appendingPathComponent("runner.lock").path, O_RDWR | O_CREAT, 0o644)
        guard descriptor >= 0 else { return nil }
        self.descriptor = descriptor
        if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            waiting()
            flock(descriptor, LOCK_EX)
        }
    }

    /// Whether another runner holds the lock of the workbook at `root` right now.
    public static func isHeld(root: URL) -> Bool {
        let descriptor = open(root.appendingPathComponent(".kata/runner.lock").path, O_RDWR)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { return true }
        flock(descriptor, LOCK_UN)
        return false
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
