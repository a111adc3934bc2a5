import Foundation
import KataRunnerCore

/// Tells kata-runner that a check is still making steps, so a check that explores for seconds
/// is not taken for one that hangs: kata-runner stops a check only when neither its test events
/// nor these beats have come for a while.
///
/// kata-runner names the file in `KATA_HEARTBEAT` (``GradingSession/heartbeatVariable``); a run
/// without it, such as `swift test`, beats nowhere.
@MainActor
public enum GradingHeartbeat {
    /// The shortest time between two beats written.
    private static let interval = Duration.milliseconds(250)
    private static let clock = ContinuousClock()
    private static var lastBeat: ContinuousClock.Instant?
    private static let file: FileHandle? = {
        guard let path = ProcessInfo.processInfo.environment[GradingSession.heartbeatVariable] else { return nil }
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        return FileHandle(forWritingAtPath: path)
    }()

    /// Records that the grader made a step; writes a beat when the last one is old enough.
    public static func beat() {
        guard let file else { return }
        let now = clock.now
        if let lastBeat, lastBeat.duration(to: now) < interval { return }
        lastBeat = now
        file.seekToEndOfFile()
        file.write(Data([0x2E]))
    }
}
