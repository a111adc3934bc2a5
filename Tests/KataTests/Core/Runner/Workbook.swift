import Foundation
import KataRunnerCore

/// This workbook as the runner's tests see it: its root and its katas, read from `katas.json`.
enum Workbook {
    /// The package root.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The katas `katas.json` lists.
    static let katas: [Kata] = try! Catalog.katas(in: root)
}
