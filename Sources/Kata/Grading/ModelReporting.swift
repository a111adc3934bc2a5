import Foundation
import Testing

/// The hook through which the model reports misuse and impossible gestures.
///
/// Inside a Swift Testing test, a report becomes an issue recorded at the caller's file and line
/// (at the test itself when the call was a property assignment, which has no location), so the
/// test fails with the model's message and the rest of the run goes on. Outside a test,
/// it is printed to standard error, as UIKit prints its warnings to the console. Install a
/// handler to collect reports instead:
///
/// ```swift
/// let reports = ModelReportLog()
/// ModelReporting.$handler.withValue(reports.handler) {
///     navigationController.pushViewController(screen, animated: false)
/// }
/// ```
public enum ModelReporting {
    /// A function that receives the model's reports.
    public typealias Handler = @Sendable (ModelReport) -> Void

    /// The handler for the current task; when `nil`, reports go to Swift Testing or standard error.
    @TaskLocal public static var handler: Handler?

    /// Sends a report to the current handler.
    static func report(_ report: ModelReport) {
        if let handler {
            handler(report)
        } else if let test = Test.current {
            let location = report.callSite.map { site in
                SourceLocation(fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
            }
            Issue.record(Comment(rawValue: report.message), sourceLocation: location ?? test.sourceLocation)
        } else {
            FileHandle.standardError.write(Data("[Kata] \(report.kind.rawValue): \(report)\n".utf8))
        }
    }
}
