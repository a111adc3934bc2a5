import Foundation
import KataRunnerCore
import Testing

@Suite("kata-runner: what SwiftPM is asked to build")
struct WorkbookBuilderTests {
    @Test("A check of the whole workbook builds the tests; of one kata, its grader")
    func targetsOfAKata() {
        #expect(WorkbookBuilder.targets(only: nil) == [["--build-tests"]])
        let kata = Kata(number: 1, slug: "onboarding", title: "Onboarding", module: "Onboarding", lessonFile: "01.md")
        #expect(WorkbookBuilder.targets(only: kata) == [["--target", "OnboardingGrader"]])
    }

    /// No grader imports the tests a learner writes, so building the grader alone never plans a
    /// file the learner added to them (a spy of their own in `RouterSpy.swift`).
    @Test("A kata whose learner writes tests builds their test module too")
    func testWritingKataBuildsTheTests() {
        let kata = Kata(number: 7, slug: "coordinator-tests", title: "Testing", module: "CheckoutTests", lessonFile: "07.md", given: "Checkout")
        #expect(WorkbookBuilder.targets(only: kata) == [["--target", "CheckoutTestsGrader"], ["--target", "CheckoutTests"]])
    }
}
