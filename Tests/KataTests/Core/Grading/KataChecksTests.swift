import KataGrading
import Testing

/// A kata's table of checks: what runs, and what an author's slip records.
@MainActor
@Suite("KataChecks: checks declared once, mutants and designs made from the table")
struct KataChecksTests {
    @Test("1. A grader's test runs the check its name names")
    func runsByName() {
        Tiny.ran = []
        Tiny.runCurrentTest()
        #expect(Tiny.ran == [1])
    }

    @Test("A test whose name the table lacks fails, saying so")
    func unknownName() {
        withKnownIssue {
            Tiny.runCurrentTest()
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("names no check of Tiny") }
        }
    }

    @Test("runAll runs every check in order; run(_:) one, or records that there is none")
    func runAll() {
        Tiny.ran = []
        Tiny().runAll()
        #expect(Tiny.ran == [1, 2])
        withKnownIssue { Tiny().run(3) }
    }

    @Test("A mutant is caught when its check fails, escapes when it passes, and a check number the table lacks is an error, not a catch")
    func mutants() {
        Tiny.failing = [2]
        Tiny.mutant("A mistake check 2 sees", caughtBy: 2).expectCaught()
        withKnownIssue("a mutant its check lets through fails the mutant test") {
            Tiny.mutant("A mistake check 1 misses", caughtBy: 1).expectCaught()
        }
        withKnownIssue("a wrong number is never counted as caught") {
            Tiny.mutant("A mistake", caughtBy: 9).expectCaught()
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("there is no check 9") }
        }
        #expect(Tiny.mutant("A mistake", caughtBy: 2).testDescription == "A mistake fails \"2. Second\"")
        Tiny.failing = []
    }

    @Test("A mutant that names its explanation is caught only by a failure that says it: a check must answer the mistake made")
    func mutantsByExplanation() {
        Tiny.failing = [2]
        Tiny.mutant("A mistake check 2 explains", caughtBy: 2, saying: "check 2 fails").expectCaught()
        withKnownIssue("a failure that explains another mistake fails the mutant test") {
            Tiny.mutant("A mistake check 2 explains otherwise", caughtBy: 2, saying: "no delegate was set").expectCaught()
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("none of its failures says \"no delegate was set\"") }
        }
        Tiny.failing = [1, 2]
        Tiny.secondFailureInCheck = true
        Tiny.mutant("A mistake check 2 explains among other failures", caughtBy: 2, saying: "check 2 also fails").expectCaught()
        Tiny.secondFailureInCheck = false
        Tiny.failing = []
    }

    @Test("A design runs every check")
    func designs() {
        Tiny.ran = []
        Tiny.design("A design").runAll()
        #expect(Tiny.ran == [1, 2])
        #expect(Tiny.design("A design").testDescription == "A design")
    }

    /// Two checks that note that they ran, and fail when told to.
    struct Tiny: KataChecks {
        static var ran: [Int] = []
        static var failing: Set<Int> = []
        static var secondFailureInCheck = false

        nonisolated static var checks: [Check<Self>] { [
            Check("1. A grader's test runs the check its name names") { $0.check(1) },
            Check("2. Second") { $0.check(2) },
        ] }

        func check(_ number: Int) {
            Self.ran.append(number)
            if Self.failing.contains(number) {
                Issue.record("check \(number) fails")
                if Self.secondFailureInCheck {
                    Issue.record("check \(number) also fails")
                }
            }
        }
    }
}
