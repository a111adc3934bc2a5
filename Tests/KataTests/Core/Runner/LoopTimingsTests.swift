import Foundation
import KataRunnerCore
import Testing

@Suite("kata-runner: where a grade's time went, for the feedback-loop script")
struct LoopTimingsTests {
    @Test("Without KATA_TIMINGS nothing is timed")
    func offByDefault() {
        #expect(LoopTimings(environment: [:]) == nil)
        #expect(LoopTimings(environment: [LoopTimings.variable: ""]) == nil)
    }

    @Test("Each grade appends one line of its phases in order, a phase done twice added up")
    func linesPerGrade() throws {
        let workbook = try ScratchWorkbook()
        let file = workbook.root.appendingPathComponent("timings")
        for _ in 1...2 {
            let timings = try #require(LoopTimings(environment: [LoopTimings.variable: file.path]))
            timings.end("plan")
            Thread.sleep(forTimeInterval: 0.02)
            timings.end("exercise")
            Thread.sleep(forTimeInterval: 0.02)
            timings.end("plan")
            timings.write()
        }
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 2)
        for line in lines {
            let pairs = line.split(separator: " ").map { $0.split(separator: "=") }
            #expect(pairs.map { String($0[0]) } == ["plan", "exercise"])
            let seconds = pairs.compactMap { Double($0[1]) }
            #expect(seconds.count == 2 && seconds.allSatisfy { $0 >= 0.015 })
        }
    }
}
