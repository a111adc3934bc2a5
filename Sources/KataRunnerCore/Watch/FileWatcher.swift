import Foundation

/// Notices saved files in a folder by polling their dates and sizes: no packages, no OS-specific APIs.
///
/// Editors that save by writing a temporary file and renaming it over the original are seen too:
/// the path's file number (inode) changes, and files that appear or disappear change the snapshot.
public struct FileWatcher: Sendable {
    /// The folder watched.
    public let folder: URL
    private var snapshot: [String: Stamp]

    /// Starts watching a folder, remembering how it is now.
    public init(folder: URL) {
        self.folder = folder
        self.snapshot = Self.take(folder)
    }

    /// Whether anything changed since the last call (or since the watcher was made).
    public mutating func hasChanges() -> Bool {
        let now = Self.take(folder)
        defer { snapshot = now }
        return now != snapshot
    }

    private struct Stamp: Equatable, Sendable {
        var modified: Date
        var size: Int
        var inode: Int
    }

    private static func take(_ folder: URL) -> [String: Stamp] {
        var result: [String: Stamp] = [:]
        let files = FileManager.default
        guard let enumerator = files.enumerator(atPath: folder.path) else { return result }
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix(".swift"),
                  let attributes = try? files.attributesOfItem(atPath: folder.appendingPathComponent(relative).path) else { continue }
            result[relative] = Stamp(
                modified: attributes[.modificationDate] as? Date ?? .distantPast,
                size: attributes[.size] as? Int ?? 0,
                inode: attributes[.systemFileNumber] as? Int ?? 0
            )
        }
        return result
    }
}
