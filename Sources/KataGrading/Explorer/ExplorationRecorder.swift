import Foundation
import Kata
import KataRunnerCore

/// Records what an exploration reached, for `kata-runner explore`: each state of the learner's
/// app by what it shows, each step from one state to another, and both apps after each step of
/// the path where they parted.
///
/// A grader's explorer records only when ``ExploreGraph/outputVariable`` names a folder, so a
/// grade without it costs what it always did.
///
/// ```swift
/// let recorder = ExplorationRecorder()
/// let result = LockstepExplorer(exploration).explore(reference: lesson, subject: learner, recorder: recorder)
/// let graph = recorder.graph(kata: "deep-links", result: result, seconds: 0.8)
/// ```
@MainActor
public final class ExplorationRecorder {
    /// Each state's number, by what sets it apart.
    private var ids: [String: Int] = [:]
    private var nodes: [ExploreGraph.Node] = []
    private var edges: [ExploreGraph.Edge] = []
    private var edgesSeen: Set<ExploreGraph.Edge> = []
    /// The state each path reached, with both apps' pictures there.
    private var reached: [[ExplorerStep]: Reached] = [:]
    /// Where each step that made the apps part led, by its path, until the exploration's own
    /// divergence is known (a walk's difference is shortened, and only the shortest is drawn).
    private var parted: [[ExplorerStep]: Parted] = [:]
    private var ended = 0

    /// A state reached by a path, and what both apps showed there.
    private struct Reached {
        let node: Int
        let reference: [String]
        let subject: [String]
    }

    /// The learner's app where it parted from the lesson's: not a state of the graph until the
    /// exploration says it is the divergence it tells.
    private struct Parted {
        let key: String
        let node: ExploreGraph.Node
        let reference: [String]
    }

    /// Creates a recorder with nothing recorded.
    public init() {}

    /// A recorder when ``ExploreGraph/outputVariable`` asks for the graph, else `nil`.
    static var requested: (recorder: ExplorationRecorder, folder: URL)? {
        guard let path = ProcessInfo.processInfo.environment[ExploreGraph.outputVariable], !path.isEmpty else { return nil }
        return (ExplorationRecorder(), URL(fileURLWithPath: path, isDirectory: true))
    }

    /// The state both apps of `pair` show at the end of `path`, recorded when first seen.
    func state(at path: [ExplorerStep], of pair: LockstepExplorer.Pair) -> Int {
        if let known = reached[path] {
            return known.node
        }
        let (key, node) = describe(pair)
        let id = intern(key, node)
        reached[path] = Reached(node: id, reference: Self.picture(of: pair.reference), subject: node.picture)
        return id
    }

    /// Records what `step`, made after `path` in the state numbered `from`, came to.
    func record(_ step: ExplorerStep, after path: [ExplorerStep], from: Int, in pair: LockstepExplorer.Pair, outcome: LockstepExplorer.Outcome) {
        switch outcome {
        case .agreed:
            let to = state(at: path + [step], of: pair)
            add(ExploreGraph.Edge(from: from, to: to, label: step.description, isTap: Self.isTap(step)))
        case .ended:
            ended += 1
        case .diverged:
            // Where the apps parted is a state of its own, even when the learner's app shows
            // there what it showed in another state: that is where it went another way.
            let (key, node) = describe(pair)
            parted[path + [step]] = Parted(key: "parted\u{2}" + key, node: node, reference: Self.picture(of: pair.reference))
        }
    }

    /// The graph recorded, with `result`'s divergence drawn as the path that shows it.
    public func graph(kata: String, result: LockstepExplorer.Result, seconds: Double) -> ExploreGraph {
        var path: DivergentPath?
        if let divergence = result.divergence {
            path = divergentPath(divergence, kata: kata)
        }
        return ExploreGraph(kata: kata, nodes: nodes, edges: edges, divergence: path, statesCompared: result.statesCompared, endedSteps: ended, seconds: seconds)
    }

    /// Writes the graph as ``ExploreGraph/fileName`` in `folder`.
    func write(_ graph: ExploreGraph, to folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try encoder.encode(graph).write(to: folder.appendingPathComponent(ExploreGraph.fileName), options: .atomic)
    }

    /// The divergence's steps, each with both apps' pictures, its last step added to the graph.
    private func divergentPath(_ divergence: Divergence, kata: String) -> DivergentPath {
        var steps: [DivergentPath.Step] = []
        for length in 0..<divergence.path.count {
            let prefix = Array(divergence.path.prefix(length))
            guard let here = reached[prefix] else { continue }
            steps.append(DivergentPath.Step(label: prefix.last?.description, node: here.node, reference: here.reference, subject: here.subject))
        }
        if let last = divergence.path.last, let part = parted[divergence.path] {
            let id = intern(part.key, part.node)
            if let from = reached[Array(divergence.path.dropLast())]?.node {
                add(ExploreGraph.Edge(from: from, to: id, label: last.description, isTap: Self.isTap(last)))
            }
            steps.append(DivergentPath.Step(label: last.description, node: id, reference: part.reference, subject: part.node.picture))
        }
        let verdict = divergence.verdict(kata: kata)
        let (expected, actual) = Divergence.aligned(divergence.expected, divergence.actual)
        return DivergentPath(
            kind: divergence.kind.rawValue,
            story: divergence.sentence,
            message: verdict.expected + "\n" + verdict.actual,
            steps: steps,
            expected: expected,
            actual: actual,
            journal: divergence.journal
        )
    }

    /// What sets the learner's state in `pair` apart (its window, what the grader compares, its
    /// other windows, the screens it keeps that the lesson's app lets go), and the state as the
    /// graph draws it.
    private func describe(_ pair: LockstepExplorer.Pair) -> (key: String, node: ExploreGraph.Node) {
        let picture = Self.picture(of: pair.subject)
        var details = pair.seen.subject.aspects.filter { $0.name != Aspect.screens.name }.flatMap(Observation.lines(of:))
        // What the user typed sets a state apart too (a tap may go elsewhere with a field
        // filled), even where the lesson leaves the field open and nothing compares it.
        let fields = pair.subject.user.fieldTexts.sorted { $0.key < $1.key }.map { "  \($0.key): \"\($0.value)\"" }
        if !fields.isEmpty, !pair.seen.subject.aspects.contains(where: { $0.name == Aspect.fields.name }) {
            details += ["\(Aspect.fields.name):"] + fields
        }
        var theirs = pair.reference.screensLeftAlive.map { ScreenName.of($0) }
        var leaked: [UIViewController] = []
        for screen in pair.subject.screensLeftAlive.sorted(by: { ScreenName.of($0) < ScreenName.of($1) }) {
            if let index = theirs.firstIndex(of: ScreenName.of(screen)) {
                theirs.remove(at: index)
            } else {
                leaked.append(screen)
            }
        }
        let leftAlive = leaked.map { ScreenName.of($0) }
        let key = [picture, details, leftAlive, [pair.subject.otherScenesPicture]].map { $0.joined(separator: "\n") }.joined(separator: "\u{2}")
        if ids[key] != nil {
            return (key, ExploreGraph.Node(id: -1, picture: picture))
        }
        let keptBy = leaked.isEmpty ? [] : Self.holdings(Self.survivors(of: leaked, in: pair.subject))
        return (key, ExploreGraph.Node(id: -1, picture: picture, details: details, otherWindows: pair.subject.sceneCount - 1, leftAlive: leftAlive, keptBy: keptBy))
    }

    /// Each of `screens` with what holds it, any object the app keeps a possible holder: not
    /// only what the launch keeps, as a grade names it, but what those keep in turn, so the
    /// chain from the app's coordinator to the screen can be drawn.
    private static func survivors(of screens: [UIViewController], in app: ExploredApp) -> [LifetimeTracker.Survivor] {
        let left = LifetimeTracker()
        for screen in screens {
            left.track(screen, named: ScreenName.of(screen))
        }
        let roots: [AnyObject] = app.keeps + [app.user.scene?.delegate as AnyObject?].compactMap { $0 } + app.user.controllersInWindow
        for object in reachableObjects(from: roots) {
            left.considerAsHolder(object)
        }
        return left.survivors
    }

    /// The objects `roots` reach through stored properties, collections and optionals, breadth
    /// first, the roots included, at most `limit` of them.
    private static func reachableObjects(from roots: [AnyObject], limit: Int = 400) -> [AnyObject] {
        var seen: Set<ObjectIdentifier> = []
        var found: [AnyObject] = []
        var queue: [Any] = roots
        var index = 0
        while index < queue.count, found.count < limit, index < limit * 20 {
            let value = queue[index]
            index += 1
            if type(of: value) is AnyClass {
                let object = value as AnyObject
                guard seen.insert(ObjectIdentifier(object)).inserted else { continue }
                found.append(object)
            }
            var mirror: Mirror? = Mirror(reflecting: value)
            while let current = mirror {
                queue += current.children.map(\.value)
                mirror = current.superclassMirror
            }
        }
        return found
    }

    /// The strong references that keep `survivors` alive, and those that keep their holders,
    /// each once.
    private static func holdings(_ survivors: [LifetimeTracker.Survivor]) -> [ExploreGraph.Holding] {
        var holdings: [ExploreGraph.Holding] = []
        for survivor in survivors {
            for holder in survivor.holders {
                let name = holder.isRunLoopTimer ? "the run loop" : holder.name ?? survivor.name
                holdings.append(ExploreGraph.Holding(holder: name, path: holder.path, held: survivor.name, throughClosure: holder.throughClosure, keepsTheScreen: true))
                for keeper in holder.keptBy {
                    holdings.append(ExploreGraph.Holding(holder: keeper.name ?? name, path: keeper.path, held: name, throughClosure: keeper.throughClosure, keepsTheScreen: false))
                }
            }
        }
        var seen: Set<ExploreGraph.Holding> = []
        return holdings.filter { seen.insert($0).inserted }
    }

    /// The number of the state `key` names, `node` added under a new number when it is new.
    private func intern(_ key: String, _ node: ExploreGraph.Node) -> Int {
        if let id = ids[key] {
            return id
        }
        var node = node
        node.id = nodes.count
        ids[key] = node.id
        nodes.append(node)
        return node.id
    }

    private func add(_ edge: ExploreGraph.Edge) {
        if edgesSeen.insert(edge).inserted {
            edges.append(edge)
        }
    }

    /// Whether `step` taps a button or a row.
    private static func isTap(_ step: ExplorerStep) -> Bool {
        if case .gesture(.tap) = step { true } else { false }
    }

    /// An app's window as a picture, from its root controller: the window's own line and the
    /// branch that leads to the root left out.
    private static func picture(of app: ExploredApp) -> [String] {
        app.user.hierarchy.lines.dropFirst().map { String($0.dropFirst(3)) }
    }
}
