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

    /// The two lists with blank rows put in, so the lines they share face each other: the
    /// longest run of lines common to both, in order, stays on one row each, and the lines
    /// between two of them pair up in order, the shorter side padded.
    ///
    /// ```
    /// ["Shop", "Product 42", "Reviews", "Orders"] and ["Shop", "Product 42", "Orders"]
    /// -> ["Shop", "Product 42", "Reviews", "Orders"] and ["Shop", "Product 42", "", "Orders"]
    /// ```
    public static func aligned(_ expected: [String], _ actual: [String]) -> (expected: [String], actual: [String]) {
        // common[i][j]: how many lines expected[i...] and actual[j...] share, in order.
        var common = Array(repeating: Array(repeating: 0, count: actual.count + 1), count: expected.count + 1)
        for i in stride(from: expected.count - 1, through: 0, by: -1) {
            for j in stride(from: actual.count - 1, through: 0, by: -1) {
                common[i][j] = expected[i] == actual[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var left: [String] = []
        var right: [String] = []
        var gapLeft: [String] = []
        var gapRight: [String] = []
        func closeGap() {
            let rows = max(gapLeft.count, gapRight.count)
            left += gapLeft + Array(repeating: "", count: rows - gapLeft.count)
            right += gapRight + Array(repeating: "", count: rows - gapRight.count)
            gapLeft.removeAll()
            gapRight.removeAll()
        }
        var i = 0
        var j = 0
        while i < expected.count || j < actual.count {
            if i < expected.count, j < actual.count, expected[i] == actual[j] {
                closeGap()
                left.append(expected[i])
                right.append(actual[j])
                i += 1
                j += 1
            } else if j == actual.count || (i < expected.count && common[i + 1][j] >= common[i][j + 1]) {
                gapLeft.append(expected[i])
                i += 1
            } else {
                gapRight.append(actual[j])
                j += 1
            }
        }
        closeGap()
        return (left, right)
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
