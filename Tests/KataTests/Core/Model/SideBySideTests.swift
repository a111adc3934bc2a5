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

    @Test("Aligned, the lines both sides share face each other: a line one side lacks is a blank row there, and the lines between shared ones pair up in order")
    func aligned() {
        let (left, right) = SideBySide.aligned(
            ["Tabs", "├─ Shop", "│  ├─ Product 42", "│  └─ Reviews ◀", "└─ Orders"],
            ["Tabs", "├─ Shop", "│  └─ Product 42 ◀", "└─ Orders", "   └─ Order 7"]
        )
        #expect(left == ["Tabs", "├─ Shop", "│  ├─ Product 42", "│  └─ Reviews ◀", "└─ Orders", ""])
        #expect(right == ["Tabs", "├─ Shop", "│  └─ Product 42 ◀", "", "└─ Orders", "   └─ Order 7"])
        #expect(SideBySide.aligned(["A"], []) == (["A"], [""]))
        #expect(SideBySide.aligned([], []) == ([], []))
    }
}
