import Foundation

/// Where one grade's time went, phase by phase (the checks before building, compiling the
/// exercise, compiling the grader, linking, grading), for `Scripts/feedback-loop.sh`: with
/// `KATA_TIMINGS` set to a file, each grade appends a line of `phase=seconds` pairs to it.
public final class LoopTimings {
    /// The variable that names the file the lines go to.
    public static let variable = "KATA_TIMINGS"

    /// The file the line goes to.
    private let file: URL
    /// The phases measured so far, in order, with their seconds.
    private var phases: [(name: String, seconds: Double)] = []
    /// When the phase under way began.
    private var phaseStart = DispatchTime.now()

    /// Timings for a grade when `environment` asks for them; `nil` when it does not.
    public init?(environment: [String: String]) {
        guard let path = environment[Self.variable], !path.isEmpty else { return nil }
        file = URL(fileURLWithPath: path)
    }

    /// Ends the phase under way, named `name` (a phase done twice adds up), and starts the next.
    public func end(_ name: String) {
        let now = DispatchTime.now()
        let seconds = Double(now.uptimeNanoseconds - phaseStart.uptimeNanoseconds) / 1e9
        if let index = phases.firstIndex(where: { $0.name == name }) {
            phases[index].seconds += seconds
        } else {
            phases.append((name, seconds))
        }
        phaseStart = now
    }

    /// The line for the phases so far: `check=0.12 exercise=0.41 …`.
    public var line: String {
        phases.map { "\($0.name)=\(String(format: "%.3f", $0.seconds))" }.joined(separator: " ")
    }

    /// Appends the line to the file.
    public func write() {
        let data = Data((line + "\n").utf8)
        guard let handle = try? FileHandle(forWritingTo: file) else {
            try? data.write(to: file)
            return
        }
        defer { try? handle.close() }
        _ = try? handle.seekToEnd()
        try? handle.write(contentsOf: data)
    }
}
