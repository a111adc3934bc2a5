import Foundation
@testable import KataRunnerCore
import Testing

/// The compiler driver takes a source for unchanged when it was written in the second its last
/// build started; kata-runner notices such an edit by its content, so no save goes ungraded.
@Suite("kata-runner: an edit saved in the second the last compile started is not missed")
struct CompiledSourcesTests {
    @Test("A change written in the second the last compile started is one the driver would miss; one written later, or none, is not")
    func missedEdits() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("compiled-sources-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("Coordinator.swift").path
        let started = Date(timeIntervalSince1970: 1_800_000_000.25)
        try Data("final class A {}\n".utf8).write(to: URL(fileURLWithPath: source))
        let record = CompiledSources.now([source], startedAt: started)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_800_000_000.1)], ofItemAtPath: source)
        #expect(!record.missesEdits(in: [source]), "the same content is no edit")
        try Data("final class B {}\n".utf8).write(to: URL(fileURLWithPath: source))
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_800_000_000.9)], ofItemAtPath: source)
        #expect(record.missesEdits(in: [source]), "written in the second the compile started: the driver would take it for unchanged")
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_800_000_001.2)], ofItemAtPath: source)
        #expect(!record.missesEdits(in: [source]), "written in a later second: the driver sees it")
    }
}
