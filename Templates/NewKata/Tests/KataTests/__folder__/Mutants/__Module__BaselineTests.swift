import KataGrading
import Testing
@testable import __Module__Mutants

extension PushesFirstBaseline.__Module__Coordinator: __Module__Flow {}

/// Proves the grader accepts correct designs it was not written for: each is written from the
/// lesson and the stub alone, by someone who never saw the grader, and must pass every check.
@MainActor
@Suite("Kata __number__ · __Title__: other correct designs pass every check", KataGraders.onlyWhenRequested)
struct __Module__BaselineTests {
    @Test("Each correct design passes every check", arguments: [
        __Module__Checks<PushesFirstBaseline.__Module__Coordinator>.design("A design that pushes the first screen and wires it in a method"),
    ])
    func designPasses(_ design: Design) {
        design.runAll()
    }
}
