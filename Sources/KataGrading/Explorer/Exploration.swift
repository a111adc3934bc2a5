import Foundation
import Kata

/// What a kata's explorer does, declared once beside its checks table: what it compares after
/// each step, what the lesson leaves open, the steps it may take beyond what the screen offers,
/// and how far it goes.
///
/// ```swift
/// Exploration(
///     compares: [.screens, .texts],
///     leavesOpen: [.fields],               // a field kept or cleared when its screen comes back
///     typing: ["Name": ["Ada", "Grace", ""]]
/// )
/// ```
@MainActor
public struct Exploration {
    /// Every path of at most this many steps is explored, breadth first.
    public var depth: Int
    /// Whether typing counts as a step of ``depth``. When it does not, a path types freely
    /// between its other steps (never twice running into one field, never what the field
    /// holds), so "type, tap, Back, type again, tap" is a path of three steps.
    public var depthCountsTyping: Bool = true
    /// How many links a path explored breadth first may open, when the kata's link checks open
    /// every link in every state already; `nil` for no limit. Random walks open links freely.
    public var linksPerPath: Int?
    /// How many states first seen at the depth or beyond are explored after the paths, each by
    /// its shortest path, every step tried from it: 0 explores none.
    public var newStatesBeyondDepth: Int
    /// How many seeded random walks follow the paths, each of ``walkLength`` steps.
    public var randomWalks: Int
    /// How many steps each random walk takes.
    public var walkLength: Int
    /// The random walks' seed: the same seed walks the same paths, so a grade never changes between runs.
    public var seed: UInt64
    /// What is compared after each step; a difference is a failure.
    public var compares: [Aspect]
    /// What the lesson leaves open: a difference here ends that path, and is never blamed.
    public var leavesOpen: [Aspect]
    /// The texts typed into each field, by placeholder or identifier: the usual value, another
    /// one, and "" for nothing. Fields not listed are not typed into.
    public var typing: [String: [String]]
    /// Fields the user fills in as soon as they show empty, by placeholder or identifier, with
    /// the text given (the code a text message brings): no step of its own, so a path goes on
    /// from the field filled, as a user would.
    public var fillsEmpty: [String: String] = [:]
    /// The links the user may open at any step, in the app's scene.
    public var links: [URL]
    /// The kata's own steps: a request answered, the app relaunched.
    public var actions: [ExplorerAction]
    /// Whether the lesson leaves open what a button does while a field on its screen that
    /// ``typing`` lists is empty (wait, disabled; ignore the tap; say why): such a tap whose
    /// outcome differs ends the path. A field the explorer never types into leaves taps compared.
    public var tapsWithEmptyFieldsLeftOpen: Bool
    /// The steps the explorer may take; others are left out.
    public var allows: (ExplorerStep) -> Bool
    /// Steps no design can tell apart, such as Back and a finished back swipe where both pop
    /// the same way: each is made and compared, but a path goes on past one only by the first
    /// of them, so the paths explored stay few enough to go deeper.
    public var interchangeable: [ExplorerStep] = []

    /// Creates a declaration: by default every path of four steps, then 24 random walks of 12.
    public init(
        depth: Int = 4,
        newStatesBeyondDepth: Int = 0,
        randomWalks: Int = 24,
        walkLength: Int = 12,
        seed: UInt64 = 0x4B41_5441,
        compares: [Aspect],
        leavesOpen: [Aspect] = [],
        typing: [String: [String]] = [:],
        links: [URL] = [],
        actions: [ExplorerAction] = [],
        tapsWithEmptyFieldsLeftOpen: Bool = true,
        allows: @escaping (ExplorerStep) -> Bool = { _ in true }
    ) {
        self.depth = depth
        self.newStatesBeyondDepth = newStatesBeyondDepth
        self.randomWalks = randomWalks
        self.walkLength = walkLength
        self.seed = seed
        self.compares = compares
        self.leavesOpen = leavesOpen
        self.typing = typing
        self.links = links
        self.actions = actions
        self.tapsWithEmptyFieldsLeftOpen = tapsWithEmptyFieldsLeftOpen
        self.allows = allows
    }

    /// Whether a field the explorer types into is empty in `app`: a tap there may be refused,
    /// and leaves other state behind than one made with the field filled.
    func hasEmptyTypedField(in app: ExploredApp) -> Bool {
        app.user.fieldTexts.contains { field, text in text.isEmpty && typing[field] != nil }
    }

    /// How many steps of ``depth`` `path` takes.
    func length(of path: [ExplorerStep]) -> Int {
        depthCountsTyping ? path.count : path.count { !$0.isTyping }
    }

    /// Whether a path may make `step` after `path` in `app`: typing that does not count toward
    /// the depth must change the field, and not right after typing into the same one; a link
    /// only within ``linksPerPath``, an action within its ``ExplorerAction/timesPerPath``.
    func goesOn(with step: ExplorerStep, after path: [ExplorerStep], in app: ExploredApp) -> Bool {
        if case .open = step, let linksPerPath {
            return path.count { if case .open = $0 { true } else { false } } < linksPerPath
        }
        if case .action(let name) = step, let limit = actions.first(where: { $0.name == name })?.timesPerPath {
            return path.count { $0 == step } < limit
        }
        guard !depthCountsTyping, case let .type(text, field) = step else { return true }
        if case let .type(_, last)? = path.last, last == field {
            return false
        }
        return app.user.fieldTexts[field] != text
    }

    /// Whether `step` is one of the kata's actions that relaunch the app.
    func relaunches(_ step: ExplorerStep) -> Bool {
        guard case let .action(name) = step else { return false }
        return actions.first { $0.name == name }?.relaunches ?? false
    }

    /// The steps an app offers in its state now, in a fixed order: each gesture the screen
    /// allows, each text for each field on screen, each link, each of the kata's actions.
    func steps(offeredBy app: ExploredApp) -> [ExplorerStep] {
        var steps = app.user.availableGestures.map(ExplorerStep.gesture)
        for field in app.user.fieldLabels {
            steps += (typing[field] ?? []).map { ExplorerStep.type($0, into: field) }
        }
        if app.user.scene != nil {
            steps += links.map(ExplorerStep.open)
        }
        steps += actions.filter { $0.isOffered(app) }.map { ExplorerStep.action($0.name) }
        return steps.filter(allows)
    }

    /// Whether `app` lets the user make `step` now.
    func offers(_ step: ExplorerStep, in app: ExploredApp) -> Bool {
        switch step {
        case .gesture: app.user.availableGestures.contains { ExplorerStep.gesture($0).matched == step.matched }
        case let .type(_, field): app.user.fieldLabels.contains(field)
        case .open: app.user.scene != nil
        case let .action(name): actions.first { $0.name == name }?.isOffered(app) ?? false
        }
    }

    /// Makes `step` in `app`, naming `site` as where it came from, with what it makes watched
    /// by the app's tracker; whether it could be made.
    func make(_ step: ExplorerStep, in app: ExploredApp, site: CallSite) -> Bool {
        app.tracker.trackingCreatedControllers {
            let made = makeUntracked(step, in: app, site: site)
            MainTurn.end()
            fillEmptyFields(in: app, site: site)
            return made
        }
    }

    /// Types into each field of ``fillsEmpty`` that shows empty in `app` its text.
    func fillEmptyFields(in app: ExploredApp, site: CallSite) {
        guard !fillsEmpty.isEmpty else { return }
        for (field, text) in app.user.fieldTexts where text.isEmpty {
            guard let filled = fillsEmpty[field] else { continue }
            app.user.type(filled, into: field, fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
        }
    }

    private func makeUntracked(_ step: ExplorerStep, in app: ExploredApp, site: CallSite) -> Bool {
        let user = app.user
        switch step {
        case let .gesture(gesture):
            return user.perform(gesture, fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
        case let .type(text, field):
            return user.type(text, into: field, fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
        case let .open(url):
            return user.open(url, fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
        case let .action(name):
            return actions.first { $0.name == name }?.perform(app) ?? false
        }
    }
}
