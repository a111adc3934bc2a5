import KataGrading
import Testing
@testable import __Module__
@testable import __Module__Mutants

extension ReplacesStackOnNext: __Module__Flow {}

extension NextWorksOnce: __Module__Flow {}

/// Proves the grader: the reference passes every check, and each mutant is caught by the check
/// written for its mistake.
@MainActor
@Suite("Kata __number__ · __Title__: the grader catches each mistake", KataGraders.onlyWhenRequested)
struct __Module__MutantTests {
    @Test("The reference solution passes every check, so each mutant fails for its one mistake")
    func referencePasses() {
        __Module__Checks<__Module__Coordinator>().runAll()
    }

    @Test("Each mutant fails the check written for its mistake", arguments: [
        __Module__Checks<ReplacesStackOnNext>.mutant("Next replacing the stack instead of pushing", caughtBy: 1, saying: "Push the second screen; do not replace the stack"),
        __Module__Checks<NextWorksOnce>.mutant("A guard against a double tap that is never reset, so Next works once", caughtBy: 1, saying: "Does something stop Next from working a second time"),
    ])
    func mutantIsCaught(_ mutant: Mutant) {
        mutant.expectCaught()
    }
}
