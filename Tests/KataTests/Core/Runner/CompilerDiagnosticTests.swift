import KataRunnerCore
import Testing

@Suite("kata-runner: compiler errors, once each, at the learner's file")
struct CompilerDiagnosticTests {
    let log = """
        [3/9] Compiling Onboarding OnboardingCoordinator.swift
        /work/book/Exercises/01-onboarding/OnboardingCoordinator.swift:19:23: error: cannot find 'WelcomeViewControler' in scope
        17 |     func start() {
        18 |         let welcome = WelcomeViewControler()
           |                       `- error: cannot find 'WelcomeViewControler' in scope
        /work/book/Exercises/01-onboarding/OnboardingCoordinator.swift:19:23: error: cannot find 'WelcomeViewControler' in scope
        /work/book/Exercises/01-onboarding/OnboardingCoordinator.swift:20:9: warning: initialization of immutable value 'welcome' was never used
        /tmp/elsewhere/Other.swift:1:1: error: expected declaration
        error: emit-module command failed with exit code 1 (use -v to see invocation)
        """

    @Test("Errors are parsed once, with paths relative to the workbook; warnings and summaries are not errors")
    func parse() {
        let errors = CompilerDiagnostic.errors(in: log, root: "/work/book")
        #expect(errors == [
            CompilerDiagnostic(path: "Exercises/01-onboarding/OnboardingCoordinator.swift", line: 19, column: 23, message: "cannot find 'WelcomeViewControler' in scope"),
            CompilerDiagnostic(path: "/tmp/elsewhere/Other.swift", line: 1, column: 1, message: "expected declaration"),
        ])
        #expect(errors[0].description == "Exercises/01-onboarding/OnboardingCoordinator.swift:19:23: cannot find 'WelcomeViewControler' in scope")
    }

    @Test("An error is the kata's when it is in its exercise or in its grader")
    func ownership() {
        let builder = WorkbookBuilder(root: .init(fileURLWithPath: "/work/book"), katas: Workbook.katas, environment: [:])
        #expect(builder.kata(owning: "Exercises/01-onboarding/OnboardingCoordinator.swift")?.slug == "onboarding")
        #expect(builder.kata(owning: "Tests/KataTests/01-onboarding/OnboardingFlow.swift")?.slug == "onboarding")
        #expect(builder.kata(owning: "Sources/Kata/UIKit/Windows/UIWindow.swift") == nil)
        let environment = builder.gradingEnvironment(excluding: [Workbook.katas[0]])
        #expect(environment["KATA_SUBJECT"] == "exercises")
        #expect(environment["KATA_EXCLUDE"] == "Onboarding")
    }

    @Test("The linker's errors name a line too; super.init() in a screen that the linker refuses gets a note on the iOS way")
    func linkerError() {
        let errors = CompilerDiagnostic.errors(in: """
            /work/book/Exercises/03-child-coordinators/HomeViewController.swift:12: error: undefined reference to '$s4Kata16UIViewControllerCACycfc'
            clang: error: linker command failed with exit code 1 (use -v to see invocation)
            """, root: "/work/book")
        #expect(errors.count == 1)
        #expect(errors.first?.description == "Exercises/03-child-coordinators/HomeViewController.swift:12: undefined reference to '$s4Kata16UIViewControllerCACycfc'")
        #expect(errors.first?.note?.contains("super.init(nibName: nil, bundle: nil)") == true)
    }

    @Test("Errors a lesson explains point to a section that is there: its file, and a heading of that file word for word")
    func notesPointToSections() throws {
        let messages = [
            "cannot override with a stored property 'next'",
            "'#selector' can only be used with the Objective-C runtime",
            "must call a designated initializer of the superclass 'UIViewController'",
        ]
        var files: Set<String> = []
        for message in messages {
            let error = CompilerDiagnostic(path: "Exercises/01-onboarding/WelcomeViewController.swift", line: 3, column: 9, message: message)
            let section = try #require(error.explainedIn, "\(message) has no section")
            let lesson = try String(contentsOf: Workbook.root.appendingPathComponent(section.file), encoding: .utf8)
            #expect(lesson.components(separatedBy: "\n").contains("## " + section.heading), "\(section.file) has no heading \"\(section.heading)\"")
            #expect(error.note?.hasSuffix("See \(section.file), \"\(section.heading)\".") == true)
            #expect(error.note?.contains("\n") == false, "one line")
            files.insert(section.heading)
        }
        #expect(files.count == 3, "each error its own section")
        #expect(CompilerDiagnostic(path: "A.swift", line: 1, column: 1, message: "cannot find 'x' in scope").note == nil)
    }
}
