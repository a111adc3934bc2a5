import Foundation

/// What `Package.swift` reads besides its own text, as a value kata-runner hands every build, so
/// SwiftPM never builds from a manifest it evaluated before those files changed.
///
/// SwiftPM keeps each evaluated manifest in a cache shared by every build folder, keyed by the
/// manifest's text and the build's environment, not by the files the manifest reads. The
/// workbook's manifest reads `katas.json` and looks for each kata's `Exercises/` folder: after
/// a kata is added to the list, or a folder is renamed, a build would go on without the change.
/// Every build kata-runner starts carries ``variable`` set to a digest of those inputs, so a
/// change to them is a new key and SwiftPM evaluates the manifest again, once.
public enum ManifestInputs {
    /// The environment variable that carries the digest; the manifest itself never reads it.
    public static let variable = "KATA_MANIFEST_INPUTS"

    /// A digest of `katas.json` and of which katas' exercise folders are there.
    public static func digest(root: URL, katas: [Kata]) -> String {
        let present = katas.filter { FileManager.default.fileExists(atPath: root.appendingPathComponent($0.exercisePath).path) }
        return Fingerprint.of([Catalog.fileName], root: root) + "-" + present.map(\.folder).joined(separator: ",")
    }

    /// `environment` with the digest added.
    public static func environment(_ environment: [String: String], root: URL, katas: [Kata]) -> [String: String] {
        var result = environment
        result[variable] = digest(root: root, katas: katas)
        return result
    }
}
