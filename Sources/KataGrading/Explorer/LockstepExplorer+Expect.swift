import Foundation
import Kata
import Testing

extension LockstepExplorer {
    /// Explores the lesson's app and the learner's side by side, and records a verdict at the
    /// first difference in what the lesson fixes. Returns whether they agreed everywhere.
    ///
    /// With `KATA_EXPLORER_STATS` set, it prints how far it went: the states compared, the
    /// longest path, and the time it took, for a kata's author to weigh depth against speed.
    /// With `KATA_EXPLORE_OUT` set to a folder, it writes there the graph of every state it
    /// reached, for `kata-runner explore` to draw.
    @discardableResult
    public func expectSameBehaviour(
        reference: @escaping Launch,
        subject: @escaping Launch,
        kata: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
        let clock = ContinuousClock()
        let started = clock.now
        let requested = ExplorationRecorder.requested
        let result = explore(reference: reference, subject: subject, recorder: requested?.recorder)
        let elapsed = clock.now - started
        if let requested {
            let graph = requested.recorder.graph(kata: kata, result: result, seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
            do {
                try requested.recorder.write(graph, to: requested.folder)
            } catch {
                Issue.record("The explorer could not write its graph to \(requested.folder.path): \(error.localizedDescription)", sourceLocation: sourceLocation)
            }
        }
        if ProcessInfo.processInfo.environment["KATA_EXPLORER_STATS"] != nil {
            print("explorer, kata \(kata): \(result.statesCompared) states compared, paths of \(exploration.depth) steps and \(exploration.randomWalks) walks of \(exploration.walkLength), longest \(result.deepest), \(elapsed)")
        }
        if result.referenceFailed {
            Issue.record("The lesson's own app did not start, so nothing could be compared: the grader is broken, not your code. Please report it.", sourceLocation: sourceLocation)
            return false
        }
        guard let divergence = result.divergence else { return true }
        divergence.verdict(kata: kata).record(sourceLocation: sourceLocation)
        return false
    }
}
