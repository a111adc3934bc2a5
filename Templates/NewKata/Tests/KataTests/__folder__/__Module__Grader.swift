import KataGrading
import Testing
@testable import __Module__

/// Kata __number__: __Title__. Each check is one task of the lesson; its code is in
/// `__Module__Checks`, whose table gives each name its method.
@MainActor
@Suite("Kata __number__ · __Title__", KataGraders.onlyWhenRequested)
struct __Module__Grader {
    typealias Checks = __Module__Checks<__Module__Coordinator>

    @Test("1. Next shows the second screen above the first, however the user came back")
    func nextShowsSecondAboveFirst() { Checks.runCurrentTest() }

    @Test("2. Everything else the user does works as the lesson says")
    func behavesAsTheLesson() { Checks.runCurrentTest() }
}
