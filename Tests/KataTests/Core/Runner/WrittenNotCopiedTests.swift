import Foundation
import KataRunnerCore
import Testing

@Suite("Every kata is written, not copied")
struct WrittenNotCopiedTests {
    @Test("No kata's reference solution has more than 10% of the lines its learner writes verbatim in its lesson")
    func lessonsDoNotHoldTheAnswer() throws {
        for kata in Workbook.katas {
            let written = try WrittenLines(of: kata, root: Workbook.root)
            print("kata \(kata.number): \(written.lines.count) lines written, \(written.copied.count) verbatim in the lesson")
            #expect(
                written.copiedShare <= 0.1,
                "\(kata.lessonPath) shows \(written.copied.count) of the \(written.lines.count) lines a learner writes in kata \(kata.number) verbatim: \(written.copied.joined(separator: " · ")). Teach the pattern on another flow, so that writing the exercise stays the learner's work."
            )
        }
    }
}
