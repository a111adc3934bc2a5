import Foundation
import KataRunnerCore
import Testing

/// A scratch workbook folder, removed at the end of each test.
struct ScratchWorkbook: ~Copyable {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("kata-workbook-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    func write(_ text: String, to path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func read(_ path: String) -> String? {
        try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    func list(_ path: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(path).path)) ?? []).sorted()
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }
}

@Suite("kata-runner: progress, hints and reset never lose the learner's work")
struct ProgressTests {
    let kata = Kata(number: 1, slug: "onboarding", title: "Onboarding", module: "Onboarding", lessonFile: "01.md")

    @Test("Hints are read per check, one tier per item, in order")
    func hintBook() {
        let book = HintBook(markdown: """
            # Hints
            Intro text.
            ## 1. First check
            - nudge
            - near-answer
            ## 2. Second check
            - only one
            """)
        #expect(book.checks == ["1. First check", "2. Second check"])
        #expect(book.tiers(for: "1. First check") == ["nudge", "near-answer"])
        #expect(book.tiers(for: "3. Missing") == [])
    }

    @Test("A tier tagged with a kind of difference is given only for a failure of that kind, untagged")
    func hintsByKind() {
        let book = HintBook(markdown: """
            ## 8. Everything else
            - the steps
            - [changed nothing] a flag set once
            - [still alive] a strong reference
            - [sideways] a typo
            """)
        #expect(book.tiers(for: "8. Everything else") == ["the steps"])
        #expect(book.tiers(for: "8. Everything else", kind: .changedNothing) == ["the steps", "a flag set once"])
        #expect(book.tiers(for: "8. Everything else", kind: .stillAlive) == ["the steps", "a strong reference"])
        #expect(book.unknownTags(for: "8. Everything else") == ["sideways"])
        #expect(DifferenceKind.told(by: ["After \"Next\", your app should show…", "\"Next\" \(DifferenceKind.changedNothing.sentence) Look for…"]) == .changedNothing)
        #expect(DifferenceKind.told(by: ["Expected the list."]) == nil)
    }

    @Test("State is saved and read back")
    func roundTrip() throws {
        let workbook = try ScratchWorkbook()
        var store = ProgressStore(root: workbook.root)
        #expect(store.notice == nil)
        store.state.katas["onboarding"] = .init(fingerprint: "abc", finished: true, hintsSeen: ["1. First": 2])
        #expect(store.save() == nil)
        let again = ProgressStore(root: workbook.root)
        #expect(again.state == store.state)
    }

    @Test("A corrupt state file is moved aside, not deleted, and progress starts afresh")
    func corruptState() throws {
        let workbook = try ScratchWorkbook()
        try workbook.write("{ not json", to: ".kata/state.json")
        let store = ProgressStore(root: workbook.root)
        #expect(store.state == ProgressState())
        #expect(store.notice?.contains("could not be read, so it was moved to .kata/state.json.unreadable-") == true)
        let aside = workbook.list(".kata").filter { $0.hasPrefix("state.json.unreadable-") }
        #expect(aside.count == 1)
        #expect(workbook.read(".kata/\(aside[0])") == "{ not json")
    }

    @Test("A state file from a newer runner is left alone and never overwritten")
    func newerState() throws {
        let workbook = try ScratchWorkbook()
        let newer = #"{"version": 99, "katas": {}, "future": true}"#
        try workbook.write(newer, to: ".kata/state.json")
        var store = ProgressStore(root: workbook.root)
        #expect(!store.isWritable)
        #expect(store.notice?.contains("written by a newer kata-runner (format 99") == true)
        store.state.katas["x"] = .init(fingerprint: "y")
        #expect(store.save() == nil)
        #expect(workbook.read(".kata/state.json") == newer)
    }

    @Test("Reset keeps the learner's version in a timestamped backup, then restores the stub")
    func resetKeepsBackup() throws {
        let workbook = try ScratchWorkbook()
        try workbook.write("stub", to: "Stubs/01-onboarding/A.swift")
        try workbook.write("mine", to: "Exercises/01-onboarding/A.swift")
        try workbook.write("extra of mine", to: "Exercises/01-onboarding/Extra.swift")
        let date = Date(timeIntervalSince1970: 1_800_000_000)
        let outcomes = ExerciseReset(root: workbook.root).reset([kata], now: date)
        let backup = ".kata/backups/\(ProgressStore.timestamp(date))/01-onboarding/"
        #expect(outcomes.map(\.1) == [.reset(backup: backup)])
        #expect(workbook.list("Exercises/01-onboarding") == ["A.swift"])
        #expect(workbook.read("Exercises/01-onboarding/A.swift") == "stub")
        #expect(workbook.read(backup + "A.swift") == "mine")
        #expect(workbook.read(backup + "Extra.swift") == "extra of mine")
    }

    @Test("Reset brings back a deleted exercise folder, with nothing to back up")
    func resetDeletedFolder() throws {
        let workbook = try ScratchWorkbook()
        try workbook.write("stub", to: "Stubs/01-onboarding/A.swift")
        let outcomes = ExerciseReset(root: workbook.root).reset([kata])
        #expect(outcomes.map(\.1) == [.reset(backup: nil)])
        #expect(workbook.read("Exercises/01-onboarding/A.swift") == "stub")
    }

    @Test("Without a stub, or when the backup cannot be written, nothing changes")
    func resetRefused() throws {
        let workbook = try ScratchWorkbook()
        try workbook.write("mine", to: "Exercises/01-onboarding/A.swift")
        let missingStub = ExerciseReset(root: workbook.root).reset([kata])
        guard case let .refused(reason) = missingStub.first?.1 else {
            Issue.record("expected a refusal, got \(missingStub)")
            return
        }
        #expect(reason.contains("Stubs/01-onboarding/ is missing"))
        try workbook.write("stub", to: "Stubs/01-onboarding/A.swift")
        try workbook.write("a file where the backups folder should be", to: ".kata/backups")
        let blocked = ExerciseReset(root: workbook.root).reset([kata])
        guard case let .refused(blockedReason) = blocked.first?.1 else {
            Issue.record("expected a refusal, got \(blocked)")
            return
        }
        #expect(blockedReason.contains("so nothing was reset"))
        #expect(workbook.read("Exercises/01-onboarding/A.swift") == "mine")
    }

    @Test("A fingerprint changes with any file's content or name, and not otherwise")
    func fingerprint() throws {
        let workbook = try ScratchWorkbook()
        try workbook.write("a", to: "Stubs/k/A.swift")
        let first = Fingerprint.of(["Stubs/k"], root: workbook.root)
        #expect(Fingerprint.of(["Stubs/k"], root: workbook.root) == first)
        try workbook.write("b", to: "Stubs/k/A.swift")
        let second = Fingerprint.of(["Stubs/k"], root: workbook.root)
        #expect(second != first)
        try workbook.write("b", to: "Stubs/k/B.swift")
        #expect(Fingerprint.of(["Stubs/k"], root: workbook.root) != second)
    }
}

@Suite("kata-runner: two runners on one workbook")
struct WorkbookLockTests {
    @Test("While one runner holds the lock, another sees it held; released when the first is done")
    func lock() throws {
        let workbook = try ScratchWorkbook()
        var waited = false
        do {
            let lock = WorkbookLock(root: workbook.root) { waited = true }
            #expect(lock != nil)
            #expect(WorkbookLock.isHeld(root: workbook.root))
            withExtendedLifetime(lock) {}
        }
        #expect(!waited, "the first runner does not wait")
        #expect(!WorkbookLock.isHeld(root: workbook.root))
    }
}
