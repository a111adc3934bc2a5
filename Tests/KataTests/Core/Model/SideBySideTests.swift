import KataGrading
import Testing

@Suite("Grading: expected and actual side by side")
struct SideBySideTests {
    @Test("Rows that differ are marked; missing rows are blank on their side")
    func columns() {
        let lines = SideBySide.lines(
            expected: ["Welcome", "Account"],
            actual: ["Welcome", "Account", "Account"]
        )
        #expect(lines == [
            "  Expected    Actual",
            "  Welcome     Welcome",
            "  Account     Account",
            "              Account   ≠",
        ])
    }
}
