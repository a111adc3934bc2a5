/// Two lists shown in two columns, with the rows that differ marked: expected on the left,
/// actual on the right.
///
/// ```
///   Expected                         Actual
///   WelcomeViewController            WelcomeViewController
///   AccountCreationViewController    AccountCreationViewController
///                                    AccountCreationViewController   ≠
/// ```
public enum SideBySide {
    /// The two columns as lines, indented by two spaces.
    public static func lines(expected: [String], actual: [String], titles: (String, String) = ("Expected", "Actual")) -> [String] {
        let width = max(titles.0.count, expected.map(\.count).max() ?? 0) + 4
        var rows = ["  " + pad(titles.0, width) + titles.1]
        for index in 0..<max(expected.count, actual.count) {
            let left = index < expected.count ? expected[index] : ""
            let right = index < actual.count ? actual[index] : ""
            let mark = left == right ? "" : "   ≠"
            rows.append(("  " + pad(left, width) + right + mark).trimmingTrailingSpaces())
        }
        return rows
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}

private extension String {
    func trimmingTrailingSpaces() -> String {
        var result = self
        while result.last == " " {
            result.removeLast()
        }
        return result
    }
}
