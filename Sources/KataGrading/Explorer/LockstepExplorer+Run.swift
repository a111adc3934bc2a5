import Kata

extension LockstepExplorer {
    /// One exploration: the paths breadth first, then the random walks, then the shortening of
    /// a difference a walk found.
    @MainActor
    struct Run {
        let explorer: LockstepExplorer
        let reference: Launch
        let subject: Launch
        let site: CallSite
        private var compared = 0
        private var deepest = 0

        init(explorer: LockstepExplorer, reference: @escaping Launch, subject: @escaping Launch, site: CallSite) {
            self.explorer = explorer
            self.reference = reference
            self.subject = subject
            self.site = site
        }

        private var exploration: Exploration {
            explorer.exploration
        }

        /// Explores, and says what was found.
        mutating func result() -> Result {
            let (root, atLaunch, referenceFailed) = explorer.launch(reference, subject, site: site)
            compared = 1
            guard let root else {
                return Result(divergence: atLaunch, statesCompared: compared, deepest: 0, referenceFailed: referenceFailed)
            }
            _ = explorer.recorder?.state(at: [], of: root)
            let divergence = breadthFirst(from: root) ?? randomWalks()
            return Result(divergence: divergence, statesCompared: compared, deepest: deepest, referenceFailed: false)
        }

        /// Every path up to the depth, shortest first; a state both apps reached before with the
        /// same steps taken along the way (in any order) is not explored again. Then, within
        /// ``Exploration/newStatesBeyondDepth``, the states first seen at the depth or beyond, each
        /// by its shortest path, until no step shows a new one: every picture the lesson's app can
        /// reach has every step tried from it.
        private mutating func breadthFirst(from root: Pair) -> Divergence? {
            let exploration = exploration
            var queue: [Node] = [Node(path: [], kinds: [], pair: root)]
            let rootPicture = Self.picture(root, exploration)
            var seen: Set<String> = [Self.key(rootPicture, kinds: [])]
            var pictures: Set<String> = [rootPicture]
            var beyond: [Node] = []
            var next = 0
            while next < queue.count {
                let node = queue[next]
                queue[next].pair = nil
                next += 1
                let found = expand(node) { pair, child in
                    let picture = Self.picture(pair, exploration)
                    let isNew = pictures.insert(picture).inserted
                    if exploration.length(of: child.path) < exploration.depth {
                        return seen.insert(Self.key(picture, kinds: child.kinds)).inserted ? .now : .no
                    }
                    return isNew ? .later : .no
                } enqueue: { child, when in
                    if when == .now { queue.append(child) } else { beyond.append(child) }
                }
                if let found { return found }
            }
            var expanded = 0
            next = 0
            while next < beyond.count, expanded < exploration.newStatesBeyondDepth {
                let node = beyond[next]
                beyond[next].pair = nil
                next += 1
                expanded += 1
                let found = expand(node) { pair, _ in
                    pictures.insert(Self.picture(pair, exploration)).inserted ? .later : .no
                } enqueue: { child, _ in
                    beyond.append(child)
                }
                if let found { return found }
            }
            return nil
        }

        /// A path to expand, with the kinds of its steps, and both apps at its end when the
        /// expansion before left them there.
        private struct Node {
            var path: [ExplorerStep]
            var kinds: [String]
            var pair: Pair?
        }

        /// Whether and when a child goes on: in this round of paths, in the one beyond the depth, or not.
        private enum GoesOn {
            case now, later, no
        }

        /// Makes each step the lesson's app offers at the end of `node`'s path, in both apps, and
        /// hands on the children that agreed and that `decide` lets go on.
        private mutating func expand(_ node: Node, decide: (Pair, Node) -> GoesOn, enqueue: (Node, GoesOn) -> Void) -> Divergence? {
            let path = node.path
            guard let here = node.pair ?? replay(path, seen: nil) else { return nil }
            let steps = exploration.steps(offeredBy: here.reference).filter { step in
                exploration.goesOn(with: step, after: path, in: here.reference)
            }
            let subjectOffers = Set(exploration.steps(offeredBy: here.subject).map(\.matched))
            let seenHere = here.seen
            // A tap made with a typed field empty may leave other state behind than the same
            // tap with the field filled, so it is a kind of its own.
            let emptyField = exploration.hasEmptyTypedField(in: here.reference)
            for (index, step) in steps.enumerated() {
                guard let pair = index == 0 ? here : replay(path, seen: seenHere) else { continue }
                compared += 1
                deepest = max(deepest, path.count + 1)
                switch explorer.step(step, after: path, in: pair, subjectOffers: subjectOffers.contains(step.matched), site: site) {
                case let .diverged(divergence):
                    return divergence
                case .ended:
                    continue
                case .agreed:
                    guard !exploration.interchangeable.contains(step) || step == exploration.interchangeable.first else { continue }
                    let tapWithFieldEmpty = if case .gesture(.tap) = step { emptyField } else { false }
                    // A relaunch forgets the steps before it: what the app saved is on screen.
                    let kindsBefore = exploration.relaunches(step) ? [] : node.kinds
                    let child = Node(path: path + [step], kinds: kindsBefore + [step.kind + (tapWithFieldEmpty ? " with a field empty" : "")], pair: pair)
                    let when = decide(pair, child)
                    if when != .no {
                        enqueue(child, when)
                    }
                }
            }
            return nil
        }

        /// The seeded random walks, each from a new launch; a difference is shortened before it is told.
        private mutating func randomWalks() -> Divergence? {
            var generator = SplitMix(seed: exploration.seed)
            for _ in 0..<exploration.randomWalks {
                guard let pair = explorer.launch(reference, subject, site: site).0 else { return nil }
                var path: [ExplorerStep] = []
                walk: for _ in 0..<exploration.walkLength {
                    let steps = exploration.steps(offeredBy: pair.reference)
                    guard !steps.isEmpty else { break }
                    let step = steps[Int(generator.next() % UInt64(steps.count))]
                    compared += 1
                    deepest = max(deepest, path.count + 1)
                    switch explorer.step(step, after: path, in: pair, subjectOffers: exploration.offers(step, in: pair.subject), site: site) {
                    case let .diverged(divergence):
                        return shortened(divergence)
                    case .ended:
                        break walk
                    case .agreed:
                        path.append(step)
                    }
                }
            }
            return nil
        }

        /// Leaves out one step after another while the apps still part, so the story told is short.
        private mutating func shortened(_ divergence: Divergence) -> Divergence {
            var shortest = divergence
            var index = 0
            while index < shortest.path.count - 1 {
                var candidate = shortest.path
                candidate.remove(at: index)
                if let found = follow(candidate), found.path.count < shortest.path.count {
                    shortest = found
                    index = 0
                } else {
                    index += 1
                }
            }
            return shortest
        }

        /// Follows `path` in two new launches; the difference it shows, if any.
        private mutating func follow(_ path: [ExplorerStep]) -> Divergence? {
            guard let pair = explorer.launch(reference, subject, site: site).0 else { return nil }
            for (index, step) in path.enumerated() {
                guard exploration.offers(step, in: pair.reference) else { return nil }
                compared += 1
                switch explorer.step(step, after: Array(path.prefix(index)), in: pair, subjectOffers: exploration.offers(step, in: pair.subject), site: site) {
                case let .diverged(divergence): return divergence
                case .ended: return nil
                case .agreed: continue
                }
            }
            return nil
        }

        /// Both apps launched afresh and taken along `path`, which they agreed on before (both
        /// offered each step), with what was `seen` at its end then, or seen anew.
        private func replay(_ path: [ExplorerStep], seen: (reference: Observation, subject: Observation)?) -> Pair? {
            guard let pair = explorer.launch(reference, subject, site: site).0 else { return nil }
            for step in path {
                guard exploration.make(step, in: pair.reference, site: site), exploration.make(step, in: pair.subject, site: site) else { return nil }
            }
            pair.seen = seen ?? (Observation(of: pair.reference, aspects: exploration.compares), Observation(of: pair.subject, aspects: exploration.compares))
            return pair
        }

        /// What both apps show and hold, whatever led there.
        private static func picture(_ pair: Pair, _ exploration: Exploration) -> String {
            let open = exploration.leavesOpen
            let held = open.isEmpty ? [] : Observation(of: pair.reference, aspects: open).lines + ["\u{2}"] + Observation(of: pair.subject, aspects: open).lines
            let parts = pair.seen.reference.lines + ["\u{2}"] + pair.seen.subject.lines + ["\u{2}"] + held
            return (parts + ["\u{2}", pair.reference.otherScenesPicture, "\u{2}", pair.subject.otherScenesPicture]).joined(separator: "\u{1}")
        }

        /// What sets a state apart: what both apps show and hold (what the lesson leaves open
        /// too, such as a field's text), the kinds of step taken to reach it (a way back, a
        /// swipe let go, a tab, a link, each button, with a field empty or not…), once or more
        /// than once, in any order, and the kind of the last: the same picture reached after a
        /// link, after coming back or in a second round may hide other state, and so may the
        /// same steps in another order (typing, then a swipe let go, may forget what was typed).
        private static func key(_ picture: String, kinds: [String]) -> String {
            let counts = Dictionary(kinds.map { ($0, 1) }, uniquingKeysWith: +)
            let kinds = counts.keys.sorted().map { counts[$0, default: 0] > 1 ? $0 + "+" : $0 }.joined(separator: ",") + "\u{2}" + (kinds.last ?? "")
            return picture + "\u{2}" + kinds
        }
    }
}
