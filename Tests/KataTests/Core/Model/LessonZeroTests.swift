import Foundation
import Testing

@Suite("Lesson 00 says what the model lacks, and only that")
struct LessonZeroTests {
    /// Lesson 00's "Not there yet" line, and the names in backquotes it lists as missing.
    static func missingNames() throws -> [String] {
        let lesson = try String(contentsOf: Workbook.root.appendingPathComponent("Lessons/00-the-model.md"), encoding: .utf8)
        let line = try #require(lesson.components(separatedBy: "\n\n").first { $0.hasPrefix("Not there yet:") })
        return line.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
    }

    @Test("Every API the lesson lists as not there yet is indeed declared nowhere in the model")
    func notThereYetIsTrue() throws {
        let missing = try Self.missingNames().filter { $0.first?.isUppercase == true || $0.hasPrefix("@") }
        #expect(!missing.isEmpty, "the line names what is missing in backquotes")
        let model = Workbook.root.appendingPathComponent("Sources/Kata")
        var declarations = ""
        let files = FileManager.default.enumerator(atPath: model.path)
        while let file = files?.nextObject() as? String {
            if file.hasSuffix(".swift") {
                declarations += (try? String(contentsOf: model.appendingPathComponent(file), encoding: .utf8)) ?? ""
            }
        }
        for name in missing {
            let bare = name.hasPrefix("@") ? String(name.dropFirst()) : name
            let declared = ["struct", "class", "enum", "protocol", "typealias", "macro"].contains { declarations.contains("\($0) \(bare)") }
            #expect(!declared, "Lesson 00 says \(name) is not there yet, but the model declares it: take it off the \"Not there yet\" line and describe it in the lesson.")
        }
    }
}
