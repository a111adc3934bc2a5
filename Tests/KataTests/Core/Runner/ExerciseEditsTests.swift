import Foundation
import KataRunnerCore
import Testing

@Suite("kata-runner: which katas the learner has started")
struct ExerciseEditsTests {
    let kata = Kata(number: 1, slug: "onboarding", title: "Onboarding", module: "Onboarding", lessonFile: "01.md")

    @Test("An exercise as shipped, or only re-indented, is not started; a changed or added file starts it")
    func started() throws {
        let workbook = try ScratchWorkbook()
        try workbook.write("final class A {}\n", to: "Stubs/01-onboarding/A.swift")
        try workbook.write("final class A {}\n", to: "Exercises/01-onboarding/A.swift")
        #expect(!ExerciseEdits.started(kata, root: workbook.root))
        try workbook.write("final  class A {}\n\n", to: "Exercises/01-onboarding/A.swift")
        #expect(!ExerciseEdits.started(kata, root: workbook.root), "white space alone starts nothing")
        try workbook.write("final class A { func start() {} }\n", to: "Exercises/01-onboarding/A.swift")
        #expect(ExerciseEdits.started(kata, root: workbook.root))
        try workbook.write("final class A {}\n", to: "Exercises/01-onboarding/A.swift")
        try workbook.write("final class B {}\n", to: "Exercises/01-onboarding/B.swift")
        #expect(ExerciseEdits.started(kata, root: workbook.root), "a file the learner added")
    }
}
