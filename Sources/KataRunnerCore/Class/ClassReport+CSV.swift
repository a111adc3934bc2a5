import Foundation

extension ClassReport {
    /// The report as CSV (RFC 4180): a header, then a row per learner: their name, katas passed,
    /// seconds, then a cell per kata, and why nothing was graded when nothing was.
    public var csv: String {
        let header = ["learner", "katas passed", "seconds"] + katas.map(\.folder) + ["problem"]
        let rows = grades.map { grade in
            [grade.name, grade.problem == nil ? "\(grade.katasPassed)/\(katas.count)" : "", String(format: "%.1f", grade.seconds)]
                + katas.map { Self.cell($0, in: grade).text }
                + [grade.problem ?? ""]
        }
        return ([header] + rows).map { $0.map(Self.csvField).joined(separator: ",") }.joined(separator: "\r\n") + "\r\n"
    }

    /// A field quoted when it holds a comma, a quote or a line break, its quotes doubled.
    static func csvField(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
