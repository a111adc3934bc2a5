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

    /// The model's source files, by file name.
    static func modelFiles() -> [String: String] {
        let model = Workbook.root.appendingPathComponent("Sources/Kata")
        var files: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: model.path)
        while let file = enumerator?.nextObject() as? String {
            if file.hasSuffix(".swift") {
                files[(file as NSString).lastPathComponent] = (try? String(contentsOf: model.appendingPathComponent(file), encoding: .utf8)) ?? ""
            }
        }
        return files
    }

    /// The declarations that would mean the model has `name`: a type (`UIToolbar`, `@Observable`),
    /// a member of any type (`openWindow`), an initializer of a type (`UIColor(dynamicProvider:)`)
    /// or a member of a type (`UIImage.draw(in:)`), looked for in the type's own files
    /// (`UIImage.swift`, `UIImage+Drawing.swift`); `nil` for what names no API (a file, `#selector`).
    static func declarations(of name: String, in files: [String: String]) -> (texts: [String], in: [String])? {
        let bare = name.hasPrefix("@") ? String(name.dropFirst()) : name
        let base = bare.split(separator: "(", maxSplits: 1).first.map(String.init) ?? bare
        let firstLabel = bare.split(separator: "(", maxSplits: 1).dropFirst().first?.split(separator: ":").first.map(String.init)
        guard let first = base.first, first.isLetter, base.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" }) else { return nil }
        let everywhere = Array(files.values)
        if base.contains(".") {
            let parts = base.split(separator: ".").map(String.init)
            guard parts.count == 2 else { return nil }
            let own = files.filter { $0.key == "\(parts[0]).swift" || $0.key.hasPrefix("\(parts[0])+") }.map(\.value)
            return (["func \(parts[1])(", "var \(parts[1]):", "let \(parts[1]):", "var \(parts[1]) "], own)
        }
        if first.isUppercase {
            if let firstLabel {
                let own = files.filter { $0.key == "\(base).swift" || $0.key.hasPrefix("\(base)+") }.map(\.value)
                return (["init(\(firstLabel):"], own)
            }
            return (["struct", "class", "enum", "protocol", "typealias", "macro"].map { "\($0) \(base)" }, everywhere)
        }
        return (["var \(base):", "var \(base) ", "func \(base)(", "func \(base)<", "let \(base):", "case \(base)"], everywhere)
    }

    @Test("Every API the lesson lists as not there yet is indeed declared nowhere in the model")
    func notThereYetIsTrue() throws {
        let files = Self.modelFiles()
        let missing = try Self.missingNames().compactMap { name in Self.declarations(of: name, in: files).map { (name, $0) } }
        #expect(!missing.isEmpty, "the line names what is missing in backquotes")
        for (name, declarations) in missing {
            let declared = declarations.texts.contains { text in declarations.in.contains { $0.contains(text) } }
            #expect(!declared, "Lesson 00 says \(name) is not there yet, but the model declares it: take it off the \"Not there yet\" line and describe it in the lesson.")
        }
    }

    /// The names the check reads as API, and how: a type, an initializer, a member.
    @Test("The check reads a type, an initializer, a member of a type and a bare member, and skips files and Linux's limits")
    func readsEachKindOfName() throws {
        let files = ["UIColor.swift": "public init(dynamicProvider: @escaping", "UIImage+Drawing.swift": "open func draw(in rect: CGRect) {}", "Other.swift": "public struct UIToolbar {}\npublic var openWindow: Int"]
        for declared in ["UIColor(dynamicProvider:)", "UIImage.draw(in:)", "UIToolbar", "openWindow"] {
            let declarations = try #require(Self.declarations(of: declared, in: files))
            #expect(declarations.texts.contains { text in declarations.in.contains { $0.contains(text) } }, "\(declared) is declared")
        }
        for missing in ["UIColor(patternImage:)", "UIImage.cgImage", "UITraitDefinition", "dismissWindow", "@Observable"] {
            let declarations = try #require(Self.declarations(of: missing, in: files))
            #expect(!declarations.texts.contains { text in declarations.in.contains { $0.contains(text) } }, "\(missing) is missing")
        }
        #expect(Self.declarations(of: "MODEL-SAMPLES.md", in: files) == nil && Self.declarations(of: "#selector", in: files) == nil)
    }
}
