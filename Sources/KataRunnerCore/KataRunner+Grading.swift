import Foundation

/// Building the exercises and grading them, with the warnings that come first.
extension KataRunner {
    /// Says plainly, before grading, when the grading files of `selection` (with the model, the
    /// grading kit and the manifest) differ from what the workbook shipped; the other katas'
    /// are looked at when they are graded, so a check costs the same in a workbook of any size.
    func warnIfGradingFilesChanged(for selection: [Kata]) {
        guard let shipped = ShippedFingerprints(shippedIn: root) else {
            console.line("The list of shipped grading files (\(ShippedFingerprints.fileName)) is missing, so kata-runner cannot tell whether the graders were changed.")
            return
        }
        let changed = ShippedFingerprints(current: selection, root: root).changes(comparedWith: shipped)
        guard !changed.isEmpty else { return }
        console.line("Heads up: these grading files differ from what the workbook shipped: " + changed.map { "\($0.role) (\($0.path))" }.joined(separator: ", ") + ".")
        console.line("Grades may not mean what they say. If you did not change them on purpose, restore them with `git checkout -- \(changed.map(\.path).joined(separator: " "))` (a folder git does not track yet, such as a kata you are adding, is not restored that way: remove it, or keep it and fingerprint it as below).")
        console.line("If you changed them on purpose, as an author does, fingerprint them again: `KATA_UPDATE_SHIPPED=1 swift test --filter shippedListIsCurrent`.")
        console.line("")
    }

    /// Builds one kata alone, from the last full build's plan; `nil` when a full build must.
    private func singleKataBuild(_ kata: Kata, timings: LoopTimings?) throws -> BuildOutcome? {
        try SingleKataBuild(root: root, environment: environment).build(kata, timings: timings) { console.status($0) }
    }

    /// Builds one kata: alone from the last plan when it holds; else its modules by SwiftPM,
    /// then alone (so the first verdict waits for one kata, not nine); else the whole workbook.
    private func buildAlone(_ kata: Kata, with builder: WorkbookBuilder, timings: LoopTimings?) throws -> BuildOutcome {
        if let single = try singleKataBuild(kata, timings: timings) {
            return single
        }
        let modules = try builder.build(only: kata) { console.status($0) }
        timings?.end("swiftpm")
        guard modules.brokenKatas.isEmpty, modules.workbookErrors.isEmpty, modules.failureLog == nil else { return modules }
        var outcome = try singleKataBuild(kata, timings: timings) ?? builder.build { console.status($0) }
        outcome.warnings = modules.warnings + outcome.warnings.filter { !modules.warnings.contains($0) }
        return outcome
    }

    /// Builds the exercises and grades `selection`; `nil`, after saying why, when nothing could be graded.
    /// `warnings: false` leaves out what a grade just before said (changed grading files, missing
    /// folders); `gradingEnvironment` is added to the graders' environment only, never to the build's.
    func grade(_ selection: [Kata], xunitPath: String? = nil, warnings: Bool = true, gradingEnvironment: [String: String] = [:]) -> [KataResult]? {
        let timings = LoopTimings(environment: environment)
        defer { timings?.write() }
        if warnings {
            warnIfGradingFilesChanged(for: selection)
        }
        let lock = WorkbookLock(root: root) {
            console.line("Another kata-runner is building or grading this workbook (watch mode in another terminal?). Waiting for it to finish…")
        }
        defer { withExtendedLifetime(lock) {} }
        let missing = katas.filter { kata in
            Fingerprint.files(under: [kata.exercisePath], root: root).allSatisfy { !$0.hasSuffix(".swift") }
        }
        for kata in missing where warnings {
            console.line("Kata \(kata.number)'s folder \(kata.exercisePath)/ is missing or has no Swift files, so it is left out. If you renamed it, rename it back; to start it again, run " + "`swift run kata-runner reset \(kata.slug)`" + ".")
        }
        let builder = WorkbookBuilder(root: root, katas: katas, environment: environment, missing: missing)
        if !console.isTerminal, !FileManager.default.fileExists(atPath: root.appendingPathComponent(WorkbookBuilder.scratchPath).path) {
            console.line("Building the workbook for the first time: a minute or two (later builds only redo what you changed)…")
        }
        let build: BuildOutcome
        do {
            if selection.count == 1, let kata = selection.first, !missing.contains(kata) {
                build = try buildAlone(kata, with: builder, timings: timings)
            } else {
                build = try builder.build { console.status($0) }
                timings?.end("swiftpm")
            }
        } catch {
            console.line("Could not run `swift build`: \(error). Is the Swift toolchain on your PATH?")
            return nil
        }
        if !build.workbookErrors.isEmpty || build.failureLog != nil {
            console.line("The workbook itself does not build, so nothing can be graded. This is not your exercise's fault:")
            for error in build.workbookErrors.prefix(8) {
                console.line("  " + error.description)
            }
            if let log = build.failureLog {
                console.line(log.split(separator: "\n").suffix(15).joined(separator: "\n"))
            }
            console.line("If you changed files outside Exercises/, restore them with `git checkout -- Sources Tests Package.swift`.")
            return nil
        }
        for (number, files) in build.previewsLeftOut.sorted(by: { $0.key < $1.key }) where selection.contains(where: { $0.number == number }) {
            console.line("Kata \(number): the `#Preview` blocks in \(files.joined(separator: ", ")) were left out of the build. Previews need Xcode's canvas, which the Swift toolchain on Linux does not have; everything else in those files is built and graded as you wrote it.")
        }
        var results: [KataResult] = []
        for (index, kata) in selection.enumerated() {
            if missing.contains(kata) {
                results.append(KataResult(kata: kata, outcome: .doesNotCompile([
                    CompilerDiagnostic(path: kata.exercisePath, line: 0, column: 0, message: "the exercise folder is missing; `swift run kata-runner reset \(kata.slug)` brings it back"),
                ])))
                continue
            }
            if let errors = build.brokenKatas[kata.number] {
                results.append(KataResult(kata: kata, outcome: .doesNotCompile(errors)))
                continue
            }
            guard let binary = build.testBinary else {
                results.append(KataResult(kata: kata, outcome: .doesNotCompile([])))
                continue
            }
            console.status("Grading kata \(kata.number), \(kata.title)… (\(index + 1) of \(selection.count))")
            var session = GradingSession(
                executable: URL(fileURLWithPath: binary),
                environment: environment.merging(gradingEnvironment) { _, added in added },
                directory: root
            )
            session.xunitOutput = xunitPath
            do {
                let warnings = build.warnings.filter { $0.path.hasPrefix(kata.exercisePath + "/") }
                results.append(KataResult(kata: kata, outcome: .graded(try session.grade(kata)), warnings: warnings))
                timings?.end("grade")
            } catch {
                console.line("Could not run the grader for kata \(kata.number): \(error).")
                return nil
            }
        }
        console.clearStatus()
        return results
    }
}
