import Foundation

/// Copies of exercise folders with Xcode's `#Preview` blocks left out, which kata-runner builds
/// in place of the learner's folders that have previews.
///
/// A copy holds every Swift file of its folder, each with its previews blanked (``PreviewBlocks``),
/// so line numbers stay the learner's. A file is written only when its content changed, so the
/// build redoes only what the learner changed.
public struct PreviewlessCopies: Sendable {
    /// The folder that holds the copies, relative to the package root; the manifest builds a
    /// kata listed in `KATA_PREVIEWLESS` from `<folder>/<the kata's exercise path>`.
    public static let folder = WorkbookBuilder.scratchPath + "/previewless"

    /// The package root.
    public let root: URL

    /// Creates the copies' keeper for a workbook.
    public init(root: URL) {
        self.root = root
    }

    /// Brings the copy of each kata whose exercise has previews up to date, and removes the
    /// copies of those that have none.
    ///
    /// - Returns: For each kata built from a copy, the files whose previews were left out,
    ///   relative to the package root.
    public func update(for katas: [Kata]) throws -> [Kata: [String]] {
        var previewed: [Kata: [String]] = [:]
        for kata in katas {
            let files = Fingerprint.files(under: [kata.exercisePath], root: root).filter { $0.hasSuffix(".swift") }
            var contents: [(path: String, text: String)] = []
            var withPreviews: [String] = []
            for file in files {
                guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(file).path) else { continue }
                let text = String(decoding: data, as: UTF8.self)
                if let blanked = PreviewBlocks.blanked(text) {
                    withPreviews.append(file)
                    contents.append((file, blanked))
                } else {
                    contents.append((file, text))
                }
            }
            let copy = root.appendingPathComponent(Self.folder + "/" + kata.exercisePath)
            guard !withPreviews.isEmpty else {
                try? FileManager.default.removeItem(at: copy)
                continue
            }
            previewed[kata] = withPreviews
            try write(contents, into: copy, for: kata)
        }
        return previewed
    }

    /// The path of a file the compiler named, as the learner knows it: a copy's file is the
    /// learner's own.
    public static func learnersPath(_ path: String) -> String {
        path.hasPrefix(folder + "/") ? String(path.dropFirst(folder.count + 1)) : path
    }

    /// Writes the files that changed into the copy, and removes those the learner removed.
    private func write(_ contents: [(path: String, text: String)], into copy: URL, for kata: Kata) throws {
        let manager = FileManager.default
        var kept = Set<String>()
        for (path, text) in contents {
            let relative = String(path.dropFirst(kata.exercisePath.count + 1))
            kept.insert(relative)
            let target = copy.appendingPathComponent(relative)
            let data = Data(text.utf8)
            if manager.contents(atPath: target.path) == data {
                continue
            }
            try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: target)
        }
        let enumerator = manager.enumerator(atPath: copy.path)
        while let relative = enumerator?.nextObject() as? String {
            if relative.hasSuffix(".swift"), !kept.contains(relative) {
                try manager.removeItem(at: copy.appendingPathComponent(relative))
            }
        }
    }
}
