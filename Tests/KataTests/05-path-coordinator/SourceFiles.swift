import Foundation

/// Finds a design's Swift files in the workbook.
enum SourceFiles {
    /// The workbook's root, found from this file's place in `Tests/KataTests/`.
    static let root: String = {
        let path = #filePath
        guard let range = path.range(of: "/Tests/KataTests/") else { return "." }
        return String(path[..<range.lowerBound])
    }()

    /// The `.swift` files of a folder, relative to the workbook's root, by full path.
    static func swiftFiles(in folder: String) -> [String] {
        let directory = root + "/" + folder
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { directory + "/" + $0 }
    }
}
