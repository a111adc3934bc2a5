import Foundation

/// What the workbook shipped of its grading files, to notice when they were changed.
///
/// `.kata-shipped` at the package root lists one fingerprint per group of grading files (the
/// model, the graders' shared code, each kata's grader and stub, the manifest). kata-runner
/// compares before grading and says plainly when something differs: a learner who edits a
/// grader may see checks pass that should not.
public struct ShippedFingerprints: Sendable, Equatable {
    /// The file, relative to the package root.
    public static let fileName = ".kata-shipped"

    /// A group of grading files and its fingerprint.
    public struct Entry: Sendable, Equatable {
        /// The file or folder, relative to the root.
        public var path: String
        /// What it is, in words.
        public var role: String
        /// The fingerprint.
        public var fingerprint: String
    }

    /// The groups, in order.
    public let entries: [Entry]

    /// The groups of grading files for the given katas, fingerprinted as they are now under `root`.
    public init(current katas: [Kata], root: URL) {
        var groups: [(String, String)] = [
            ("Package.swift", "the package manifest"),
            (Catalog.fileName, "the list of katas"),
            ("Sources/Kata", "the UIKit and SwiftUI model"),
            ("Sources/KataGrading", "the graders' shared code"),
        ]
        for kata in katas {
            groups.append((kata.graderPath, "kata \(kata.number)'s grader"))
            groups.append((kata.stubPath, "kata \(kata.number)'s shipped stub"))
            if kata.given != nil {
                groups.append((kata.givenPath, "the code kata \(kata.number) gives you to test"))
                groups.append((kata.brokenPath, "kata \(kata.number)'s broken versions of it"))
            }
        }
        entries = groups.map { Entry(path: $0.0, role: $0.1, fingerprint: Fingerprint.of([$0.0], root: root)) }
    }

    /// A list of the given entries.
    public init(entries: [Entry]) {
        self.entries = entries
    }

    /// Reads the shipped list; `nil` when the file is missing or unreadable.
    public init?(shippedIn root: URL) {
        guard let text = try? String(contentsOf: root.appendingPathComponent(Self.fileName), encoding: .utf8) else { return nil }
        var entries: [Entry] = []
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: " ", maxSplits: 1).map(String.init)
            guard fields.count == 2 else { continue }
            entries.append(Entry(path: fields[1], role: "", fingerprint: fields[0]))
        }
        self.entries = entries
    }

    /// The file's text.
    public var text: String {
        "# Fingerprints of the grading files as shipped; kata-runner warns when they differ.\n"
            + "# After changing them on purpose: KATA_UPDATE_SHIPPED=1 swift test --filter shippedListIsCurrent\n"
            + entries.map { "\($0.fingerprint) \($0.path)" }.joined(separator: "\n") + "\n"
    }

    /// The current groups whose fingerprint differs from the shipped one, or that were not shipped.
    public func changes(comparedWith shipped: ShippedFingerprints) -> [Entry] {
        entries.filter { entry in
            shipped.entries.first { $0.path == entry.path }?.fingerprint != entry.fingerprint
        }
    }
}
