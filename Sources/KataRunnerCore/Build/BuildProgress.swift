/// How far a `swift build` has come, read from the step counter it prints (`[412/980] Compiling…`).
public struct BuildProgress: Equatable, Sendable {
    /// The steps done.
    public var done: Int
    /// The steps in the build.
    public var total: Int

    /// The last step counter in `output`, if it holds one.
    public init?(lastIn output: String) {
        guard let match = output.matches(of: /\[(\d+)\/(\d+)\]/).last,
              let done = Int(match.output.1), let total = Int(match.output.2), total > 0 else { return nil }
        self.done = done
        self.total = total
    }

    /// What a learner waiting for the first build reads: "Still building: 412 of 980 steps."
    public var sentence: String {
        "Still building: \(done) of \(total) steps."
    }
}
