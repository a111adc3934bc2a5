/// What the explorer saw of one app after a step: each aspect's lines, in the kata's order.
public struct Observation: Hashable, Sendable {
    /// Each aspect's name and lines.
    public let aspects: [Entry]

    /// One aspect as it was read.
    public struct Entry: Hashable, Sendable {
        /// The aspect's name.
        public let name: String
        /// What it read, a line each.
        public let lines: [String]
        /// For an aspect the user does not see, where to look when it differs.
        public let outOfSight: String?
    }

    /// Reads every aspect of an app.
    @MainActor
    init(of app: ExploredApp, aspects: [Aspect]) {
        self.aspects = aspects.map { Entry(name: $0.name, lines: $0.read(app), outOfSight: $0.outOfSight) }
    }

    /// The lines of the aspect named `name`, if observed.
    public func lines(of name: String) -> [String]? {
        aspects.first { $0.name == name }?.lines
    }

    /// The observation as lines for a side-by-side comparison: each aspect's name, then its lines indented.
    public var lines: [String] {
        aspects.flatMap(Self.lines(of:))
    }

    /// One aspect as lines: its name, then its lines indented, or "(none)".
    static func lines(of entry: Entry) -> [String] {
        ["\(entry.name):"] + (entry.lines.isEmpty ? ["  (none)"] : entry.lines.map { "  " + $0 })
    }

    /// The names of the aspects whose lines differ from `other`'s.
    public func differences(from other: Observation) -> [String] {
        differingEntries(from: other).map(\.name)
    }

    /// Where to look, for each aspect the user does not see that differs from `other`'s, when
    /// only such aspects differ; `nil` when what the user sees differs too.
    public func outOfSightAdvice(differingFrom other: Observation) -> [String]? {
        let differing = differingEntries(from: other)
        let advice = differing.compactMap(\.outOfSight)
        guard !differing.isEmpty, advice.count == differing.count else { return nil }
        return advice
    }

    private func differingEntries(from other: Observation) -> [Entry] {
        zip(aspects, other.aspects).filter { $0.lines != $1.lines }.map(\.0)
    }
}
