import Foundation

/// What the last full build of the exercises saw: its plan, and every file of the workbook but
/// the exercises; while both are as they were, one kata can be built again from that plan
/// (``SingleKataBuild``) without asking SwiftPM.
///
/// Files are told apart by path, size and modification time, which a stat gives at once: a
/// learner's save, a `git checkout` or a pull all change them.
public struct BuildStamp: Codable, Equatable, Sendable {
    /// The plan's size and modification time: a build with other katas left out plans anew.
    public var plan: String
    /// The manifest, the list of katas, the model, the graders and the reference solutions.
    public var workbook: String

    /// Where the stamp is kept, relative to the package root.
    public static let path = WorkbookBuilder.scratchPath + "/single/build-stamp.json"

    /// What the workbook holds now, besides the exercises, and the plan in the build folder.
    public static func now(root: URL) -> BuildStamp {
        BuildStamp(plan: stat(["\(WorkbookBuilder.scratchPath)/\(BuildPlan.manifestName)"], root: root), workbook: workbookDigest(root: root))
    }

    /// The digest of everything the exercises' build reads besides the exercises.
    public static func workbookDigest(root: URL) -> String {
        stat(["Package.swift", Catalog.fileName] + Fingerprint.files(under: ["Sources", "Tests"], root: root), root: root)
    }

    /// The stamp the last full build left; `nil` when there is none.
    public static func recorded(root: URL) -> BuildStamp? {
        FileManager.default.contents(atPath: root.appendingPathComponent(path).path).flatMap { try? JSONDecoder().decode(BuildStamp.self, from: $0) }
    }

    /// Keeps the stamp of a full build that just succeeded; `workbook` is the digest taken before
    /// it started, so a file changed while it ran makes the stamp stale.
    public static func record(workbook: String, root: URL) {
        let stamp = BuildStamp(plan: now(root: root).plan, workbook: workbook)
        let url = root.appendingPathComponent(path)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? JSONEncoder().encode(stamp).write(to: url)
    }

    /// A digest of each file's path, size and modification time; a missing file counts too.
    private static func stat(_ files: [String], root: URL) -> String {
        var hasher = FNV()
        for file in files {
            hasher.mix(file)
            let attributes = try? FileManager.default.attributesOfItem(atPath: root.appendingPathComponent(file).path)
            hasher.mix("\((attributes?[.size] as? NSNumber)?.int64Value ?? -1)")
            hasher.mix("\((attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1)")
        }
        return hasher.digest
    }

    /// FNV-1a, stable from one run to the next, unlike `Hasher`.
    private struct FNV {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325

        mutating func mix(_ text: String) {
            for byte in text.utf8 + [0] {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01b3
            }
        }

        var digest: String {
            String(hash, radix: 16)
        }
    }
}
