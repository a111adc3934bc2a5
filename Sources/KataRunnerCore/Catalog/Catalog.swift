import Foundation

/// The workbook's katas, in learning order, read from `katas.json` at the package root.
///
/// `katas.json` is the one list of katas: `Package.swift` reads it to make each kata's targets,
/// and the runner reads it here. Adding a kata is writing its content and one entry there.
/// Each kata's hints are in `Lessons/hints/`, beside its lesson.
public enum Catalog {
    /// The list's file name, at the package root.
    public static let fileName = "katas.json"

    /// The katas listed in the workbook at `root`, in learning order.
    public static func katas(in root: URL) throws(Problem) -> [Kata] {
        let url = root.appendingPathComponent(fileName)
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadable(path: fileName)
        }
        do {
            return try JSONDecoder().decode(List.self, from: data).katas
        } catch {
            throw .malformed(path: fileName, reason: "\(error)")
        }
    }

    /// Why the list could not be read.
    public enum Problem: Error, Equatable, CustomStringConvertible {
        /// The file is missing or unreadable.
        case unreadable(path: String)
        /// The file is not the list the workbook expects.
        case malformed(path: String, reason: String)

        /// The message a learner sees.
        public var description: String {
            switch self {
            case let .unreadable(path):
                "kata-runner could not read \(path), the list of katas at the workbook's root. Restore it with `git checkout -- \(path)`."
            case let .malformed(path, reason):
                "\(path), the list of katas at the workbook's root, could not be read: \(reason). Restore it with `git checkout -- \(path)`."
            }
        }
    }

    /// The file's shape.
    private struct List: Decodable {
        let katas: [Kata]
    }
}
