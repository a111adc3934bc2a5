import Foundation
import Kata
import Testing

@MainActor
@Suite("Misuse: refused like UIKit, reported at the caller's line, never a crash")
struct MisuseTests {
    let log = EventLog()
    let reports = ModelReportLog()

    /// Runs `body` collecting reports, and returns the one report it made.
    func singleReport(_ body: () -> Void) throws -> ModelReport {
        reports.collect(body)
        let all = reports.reports
        try #require(all.count == 1, "expected one report, got \(all)")
        return all[0]
    }

    @Test("Pushing a screen that is already in the stack")
    func pushTwice() throws {
        let a = Screen("A", log: log)
        let navigationController = UINavigationController(rootViewController: a)
        let line = #line + 1
        let report = try singleReport { navigationController.pushViewController(a, animated: true) }
        #expect(report.kind == .misuse)
        #expect(report.message.hasPrefix("Tried to push Screen, which is already in UINavigationController's stack."))
        #expect(report.callSite?.fileID == "KataTests/MisuseTests.swift")
        #expect(report.callSite?.line == line)
        #expect(navigationController.viewControllers == [a])
    }

    @Test("Pushing a screen that is in another stack")
    func pushFromAnotherStack() throws {
        let a = Screen("A", log: log)
        let owner = UINavigationController(rootViewController: a)
        let other = UINavigationController(rootViewController: Screen("B", log: log))
        let report = try singleReport { other.pushViewController(a, animated: false) }
        #expect(report.message.contains("already in UINavigationController's stack"))
        #expect(other.viewControllers.count == 1)
        #expect(a.parent === owner)
    }

    @Test("Pushing a navigation controller or a tab bar controller")
    func pushContainers() {
        let navigationController = UINavigationController(rootViewController: Screen("A", log: log))
        reports.collect {
            navigationController.pushViewController(UINavigationController(), animated: true)
            navigationController.pushViewController(UITabBarController(), animated: true)
        }
        #expect(reports.messages.count == 2)
        #expect(reports.messages[0].contains("a navigation controller"))
        #expect(reports.messages[1].contains("a tab bar controller"))
        #expect(navigationController.viewControllers.count == 1)
    }

    @Test("Presenting while already presenting")
    func presentWhilePresenting() throws {
        let root = Screen("R", log: log)
        let window = visibleWindow(root: root)
        let first = Screen("First", log: log)
        root.present(first, animated: true)
        var completed = false
        let report = try singleReport { root.present(Screen("Second", log: log), animated: true) { completed = true } }
        #expect(report.message.contains("which is already presenting Screen"))
        #expect(root.presentedViewController === first)
        #expect(!completed, "a refused presentation runs no completion")
        #expect(window.journal.entries.last?.kind == .misuse)
    }

    @Test("Presenting from a controller outside any window")
    func presentOffScreen() throws {
        let loose = Screen("Loose", log: log)
        let report = try singleReport { loose.present(Screen("M", log: log), animated: true) }
        #expect(report.message.contains("whose view is not in the window hierarchy"))
        #expect(loose.presentedViewController == nil)
    }

    @Test("Presenting a controller that is already in a stack")
    func presentChild() throws {
        let a = Screen("A", log: log)
        let navigationController = UINavigationController(rootViewController: a)
        let window = visibleWindow(root: navigationController)
        let report = try singleReport { navigationController.present(a, animated: true) }
        #expect(report.message.contains("but it is already in UINavigationController's stack"))
        #expect(navigationController.presentedViewController == nil)
        _ = window
    }

    @Test("Popping to a screen that is not in the stack")
    func popToStranger() throws {
        let navigationController = UINavigationController(rootViewController: Screen("A", log: log))
        var result: [UIViewController]? = []
        let report = try singleReport { result = navigationController.popToViewController(Screen("B", log: log), animated: true) }
        #expect(result == nil)
        #expect(report.message.contains("which is not in UINavigationController's stack"))
    }

    @Test("Setting a stack that holds a screen twice")
    func duplicateStack() throws {
        let a = Screen("A", log: log)
        let navigationController = UINavigationController(rootViewController: Screen("Root", log: log))
        let report = try singleReport { navigationController.setViewControllers([a, a], animated: false) }
        #expect(report.message.contains("holds Screen twice"))
        #expect(navigationController.viewControllers.count == 1)
    }

    @Test("Selecting a tab that does not exist")
    func selectMissingTab() throws {
        let tabs = UITabBarController()
        tabs.viewControllers = [Screen("A", log: log)]
        let report = try singleReport { tabs.selectedIndex = 3 }
        #expect(report.message.hasPrefix("Tried to select tab 3 of UITabBarController, which has 1 tab. Tabs count from 0."))
        #expect(report.message.contains("property assignment"))
        #expect(report.callSite == nil)
        #expect(tabs.selectedIndex == 0)
    }

    @Test("Making a controller that is already somewhere a window's root")
    func rootTwice() throws {
        let a = Screen("A", log: log)
        let owner = UINavigationController(rootViewController: a)
        let window = UIWindow(frame: UIScreen.main.bounds)
        let report = try singleReport { window.rootViewController = a }
        #expect(report.message.contains("already in UINavigationController's stack"))
        #expect(window.rootViewController == nil)
        #expect(owner.viewControllers == [a])
    }

    @Test("Without a handler, misuse inside a test becomes a Swift Testing issue at the caller's line")
    func becomesTestIssue() {
        let a = Screen("A", log: log)
        let navigationController = UINavigationController(rootViewController: a)
        let line = #line + 2
        withKnownIssue {
            navigationController.pushViewController(a, animated: true)
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.sourceLocation?.fileName == "MisuseTests.swift"
                && issue.comments.contains { $0.rawValue.contains("already in UINavigationController's stack") }
        }
    }

    @Test("Misuse in a property assignment becomes an issue at the test, since the assignment has no line")
    func setterIssueAtTest() {
        let tabs = UITabBarController()
        tabs.viewControllers = [Screen("A", log: log)]
        withKnownIssue {
            tabs.selectedIndex = 5
        } matching: { issue in
            issue.sourceLocation?.fileName == "MisuseTests.swift"
                && issue.comments.contains { $0.rawValue.contains("property assignment") }
        }
    }
}

@Suite("Call sites: the learner's own files are named by their path in the workbook")
struct CallSiteTests {
    @Test("An exercise file shows its path from Exercises/; other files show their file ID")
    func displayPath() {
        let exercise = CallSite(fileID: "Onboarding/OnboardingCoordinator.swift", filePath: "/home/ada/katas/Exercises/01-onboarding/OnboardingCoordinator.swift", line: 12, column: 5)
        #expect(exercise.description == "Exercises/01-onboarding/OnboardingCoordinator.swift:12")
        #expect(exercise.fileName == "OnboardingCoordinator.swift")
        let other = CallSite(fileID: "KataTests/MisuseTests.swift", filePath: "/x/Tests/KataTests/Core/Model/MisuseTests.swift", line: 3, column: 1)
        #expect(other.description == "KataTests/MisuseTests.swift:3")
    }

    @Test("A grader's own line is named \"the grader\": learners are asked not to open it")
    func graderLines() {
        let check = CallSite(fileID: "OnboardingGrader/OnboardingChecks.swift", filePath: "/home/ada/katas/Tests/KataTests/01-onboarding/OnboardingChecks.swift", line: 28, column: 5)
        #expect(check.isGrader)
        #expect(check.description == "the grader")
        let shared = CallSite(fileID: "KataGrading/FlowWalk.swift", filePath: "/home/ada/katas/Sources/KataGrading/FlowWalk.swift", line: 9, column: 1)
        #expect(shared.description == "the grader")
        let modelTest = CallSite(fileID: "KataTests/MisuseTests.swift", filePath: "/home/ada/katas/Tests/KataTests/Core/Model/MisuseTests.swift", line: 3, column: 1)
        #expect(!modelTest.isGrader)
    }
}
