import Foundation

/// What a kata's exercise was when the compiler driver last compiled it, to catch an edit the
/// driver's incremental build would miss: the driver takes a file as unchanged when it was
/// written in the second its previous build started (its records keep whole seconds), so an
/// edit saved then would go unbuilt, and ungraded, until the next save in a later second.
struct CompiledSources: Codable, Equatable {
    /// When the last compile started, in seconds since 1970.
    var startedAt: Double
    /// Each source's digest then, by path.
    var digests: [String: String]

    /// Where the record of `module` is kept, under the single-kata build's folder.
    static func file(for module: String, root: URL) -> URL {
        root.appendingPathComponent("\(SingleKataBuild.folder)/\(module).compiled-sources")
    }

    /// The record kept for `module`, if any.
    static func recorded(for module: String, root: URL) -> CompiledSources? {
        FileManager.default.contents(atPath: file(for: module, root: root).path).flatMap { try? JSONDecoder().decode(CompiledSources.self, from: $0) }
    }

    /// The sources as they are now, for a compile that starts at `startedAt`.
    static func now(_ sources: [String], startedAt: Date) -> CompiledSources {
        CompiledSources(startedAt: startedAt.timeIntervalSince1970, digests: Dictionary(uniqueKeysWithValues: sources.map { ($0, digest(of: $0)) }))
    }

    /// Whether one of `sources` changed since this record, written in the second the recorded
    /// compile started or before: a change the driver would take for none.
    func missesEdits(in sources: [String]) -> Bool {
        sources.contains { path in
            guard let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date else { return false }
            return floor(modified.timeIntervalSince1970) <= floor(startedAt) && digests[path] != Self.digest(of: path)
        }
    }

    /// Writes the record of `module`.
    func write(for module: String, root: URL) throws {
        let url = Self.file(for: module, root: root)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try JSONEncoder().encode(self).write(to: url)
    }

    /// A file's digest, by path.
    private static func digest(of path: String) -> String {
        let url = URL(fileURLWithPath: path)
        return Fingerprint.of([url.lastPathComponent], root: url.deletingLastPathComponent())
    }
}
