import Kata
import KataGrading
import Testing

@MainActor
@Suite("LockstepExplorer: the lesson's app as the oracle, explored beside the learner's")
struct LockstepExplorerTests {
    let log = EventLog()

    /// Levels pushed by Next, each showing its level; the mistaken app counts every push ever
    /// made, Back or not, once three were made.
    @MainActor
    final class LevelsApp {
        let navigationController = UINavigationController()
        var pushes = 0

        /// The first level the app misnumbers, if any.
        let wrongFrom: Int?

        init(log: EventLog, countsBack: Bool, wrongFrom: Int? = nil) {
            self.wrongFrom = wrongFrom
            navigationController.setViewControllers([level(1, log: log, countsBack: countsBack)], animated: false)
        }

        func level(_ number: Int, log: EventLog, countsBack: Bool) -> Screen {
            let screen = Screen("Level", log: log)
            let label = UILabel()
            label.text = "Level \(number >= (wrongFrom ?? .max) ? number + 1 : number)"
            screen.view.addSubview(label)
            screen.addButton("Next") { [weak self] in
                guard let self else { return }
                pushes += 1
                let shown = countsBack && pushes >= 3 ? pushes + 1 : navigationController.viewControllers.count + 1
                navigationController.pushViewController(level(shown, log: log, countsBack: countsBack), animated: true)
            }
            return screen
        }
    }

    func levels(countsBack: Bool, wrongFrom: Int? = nil) -> LockstepExplorer.Launch {
        { [log] in
            let app = LevelsApp(log: log, countsBack: countsBack, wrongFrom: wrongFrom)
            return (User(window: visibleWindow(root: app.navigationController)), [app])
        }
    }

    /// Home's Edit shows a form with a Name field whose Save shows what was typed; the other app
    /// reuses one form (its field keeps the name) and disables Save while the field is empty,
    /// where the first app's Save does nothing; a third app's Save goes on with an empty name,
    /// a fourth's with the name saved before, and a fifth shows the name in capitals; a sixth
    /// saves a draft of what was typed, which each Edit starts afresh even on a kept form.
    @MainActor
    final class FormApp {
        let navigationController: UINavigationController
        private var kept: Screen?
        private var draft: String?

        private let savesEmpty: Bool
        private let remembersLast: Bool
        private let uppercases: Bool
        private var lastSaved: String?

        init(log: EventLog, reusesForm: Bool, savesEmpty: Bool = false, remembersLast: Bool = false, uppercases: Bool = false, resetsDraft: Bool = false) {
            self.savesEmpty = savesEmpty
            self.remembersLast = remembersLast
            self.uppercases = uppercases
            let home = Screen("Home", log: log)
            navigationController = UINavigationController(rootViewController: home)
            home.addButton("Edit") { [weak self] in
                guard let self else { return }
                let form = reusesForm ? (kept ?? makeForm(log: log, disablesSave: true)) : makeForm(log: log, disablesSave: false)
                kept = reusesForm ? form : nil
                draft = resetsDraft ? "" : nil
                navigationController.pushViewController(form, animated: true)
            }
        }

        func makeForm(log: EventLog, disablesSave: Bool) -> Screen {
            let form = Screen("Form", log: log)
            let field = UITextField()
            field.placeholder = "Name"
            form.view.addSubview(field)
            form.addButton("Save") { [weak self, weak field] in
                guard let self, let typed = draft ?? field?.text else { return }
                let name = typed.isEmpty && remembersLast ? (lastSaved ?? "") : typed
                guard !name.isEmpty || savesEmpty else { return }
                lastSaved = name
                let done = Screen("Done", log: log)
                let label = UILabel()
                label.text = "Saved \(uppercases ? name.uppercased() : name)"
                done.view.addSubview(label)
                navigationController.pushViewController(done, animated: true)
            }
            field.addAction(UIAction { [weak self, weak field] _ in
                if self?.draft != nil {
                    self?.draft = field?.text ?? ""
                }
            }, for: .editingChanged)
            if disablesSave, let save = form.view.subviews.compactMap({ $0 as? UIButton }).first {
                save.isEnabled = false
                field.addAction(UIAction { [weak field, weak save] _ in
                    save?.isEnabled = !(field?.text ?? "").isEmpty
                }, for: .editingChanged)
            }
            return form
        }
    }

    func forms(reusesForm: Bool, savesEmpty: Bool = false, remembersLast: Bool = false, uppercases: Bool = false, resetsDraft: Bool = false) -> LockstepExplorer.Launch {
        { [log] in
            let app = FormApp(log: log, reusesForm: reusesForm, savesEmpty: savesEmpty, remembersLast: remembersLast, uppercases: uppercases, resetsDraft: resetsDraft)
            return (User(window: visibleWindow(root: app.navigationController)), [app])
        }
    }

    /// Levels that survive a relaunch: the app saves how many are open and opens as many again.
    /// The mistaken app numbers each new level as if the levels it restored were one, which
    /// agrees with the stack until a relaunch.
    @MainActor
    final class SavedLevelsApp {
        let navigationController = UINavigationController()
        let forgetsRestored: Bool
        private let restored: Int

        init(log: EventLog, restoring levels: Int, forgetsRestored: Bool) {
            self.forgetsRestored = forgetsRestored
            restored = max(levels, 1)
            navigationController.setViewControllers((1...max(levels, 1)).map { level($0, log: log) }, animated: false)
        }

        private func level(_ number: Int, log: EventLog) -> Screen {
            let screen = Screen("Level", log: log)
            let label = UILabel()
            label.text = "Level \(number)"
            screen.view.addSubview(label)
            screen.addButton("Next") { [weak self] in
                guard let self else { return }
                let next = navigationController.viewControllers.count + 1 - (forgetsRestored ? restored - 1 : 0)
                navigationController.pushViewController(level(next, log: log), animated: true)
            }
            return screen
        }
    }

    func savedLevels(forgetsRestored: Bool, restoring levels: Int = 1) -> LockstepExplorer.Launch {
        { [log] in
            let app = SavedLevelsApp(log: log, restoring: levels, forgetsRestored: forgetsRestored)
            return (User(window: visibleWindow(root: app.navigationController)), [app])
        }
    }

    /// The relaunch: the levels open saved, and the same app launched again with them.
    var relaunchKeepingLevels: ExplorerAction {
        ExplorerAction("the app relaunched", timesPerPath: 1, relaunches: true) { app in
            guard let levels = app.kept(SavedLevelsApp.self) else { return false }
            return app.relaunch(savedLevels(forgetsRestored: levels.forgetsRestored, restoring: levels.navigationController.viewControllers.count))
        }
    }

    @Test("A relaunch is a step: the app launched again from what it saved, and a difference only the steps after it show is found")
    func relaunch() throws {
        var exploration = Exploration(depth: 3, randomWalks: 0, compares: [.screens, .texts])
        #expect(LockstepExplorer(exploration).explore(reference: savedLevels(forgetsRestored: false), subject: savedLevels(forgetsRestored: true)).divergence == nil, "without a relaunch the two agree")
        exploration.actions = [relaunchKeepingLevels]
        #expect(LockstepExplorer(exploration).explore(reference: savedLevels(forgetsRestored: false), subject: savedLevels(forgetsRestored: false)).divergence == nil)
        let divergence = try #require(LockstepExplorer(exploration).explore(reference: savedLevels(forgetsRestored: false), subject: savedLevels(forgetsRestored: true)).divergence)
        #expect(divergence.story == "after \"Next\", then the app relaunched, then \"Next\"")
        #expect(divergence.expected.lines(of: "Texts on screen") == ["Level 3"])
        #expect(divergence.actual.lines(of: "Texts on screen") == ["Level 2"])
    }

    /// A window with a Tap button and a label that counts taps; the mistaken app's button counts
    /// in the window made last, which its windows share (as a static would, in one process),
    /// whichever window the tap was in.
    @MainActor
    final class TapCounterApp {
        /// What the app's windows share.
        final class Shared {
            weak var last: TapCounterApp?
        }

        let screen: Screen
        let shared: Shared
        private let label = UILabel()
        private var taps = 0

        init(log: EventLog, countsInLastWindow: Bool, shared: Shared) {
            self.shared = shared
            screen = Screen("Counter", log: log)
            label.text = "Taps 0"
            screen.view.addSubview(label)
            shared.last = self
            screen.addButton("Tap") { [weak self] in
                guard let counter = countsInLastWindow ? self?.shared.last : self else { return }
                counter.taps += 1
                counter.label.text = "Taps \(counter.taps)"
            }
        }
    }

    /// Launches the app in a window of its own, sharing `shared` with a window it has, if any.
    func tapCounter(countsInLastWindow: Bool, shared: TapCounterApp.Shared? = nil) -> LockstepExplorer.Launch {
        { [log] in
            let app = TapCounterApp(log: log, countsInLastWindow: countsInLastWindow, shared: shared ?? TapCounterApp.Shared())
            return (User(window: visibleWindow(root: app.screen)), [app])
        }
    }

    /// The second window, opened before any other step (the learner's counting in the last
    /// window when `mistaken`), and the turn from one window to the other.
    func windows(mistaken: Bool) -> [ExplorerAction] {
        [
            .secondWindow { [self] app in
                app.kept(TapCounterApp.self).map { tapCounter(countsInLastWindow: mistaken && !app.isReference, shared: $0.shared) }
            },
            .otherWindow,
        ]
    }

    @Test("A second window is a step: a tap that counts in the other window, through a static, is found, and the advice names what windows share")
    func secondWindow() throws {
        var exploration = Exploration(depth: 3, randomWalks: 0, compares: [.screens, .texts])
        #expect(LockstepExplorer(exploration).explore(reference: tapCounter(countsInLastWindow: false), subject: tapCounter(countsInLastWindow: true)).divergence == nil, "in one window the two agree")
        exploration.actions = windows(mistaken: false)
        #expect(LockstepExplorer(exploration).explore(reference: tapCounter(countsInLastWindow: false), subject: tapCounter(countsInLastWindow: false)).divergence == nil)
        exploration.actions = windows(mistaken: true)
        let divergence = try #require(LockstepExplorer(exploration).explore(reference: tapCounter(countsInLastWindow: false), subject: tapCounter(countsInLastWindow: true)).divergence)
        #expect(divergence.story == "after opening the app in a second window, then turning to the other window, then \"Tap\"")
        #expect(divergence.kind == .changedNothing)
        #expect(divergence.inSeveralScenes)
        #expect(divergence.verdict(kata: "counter").actual.contains("look too for what they share, such as a `static`"))
    }

    @Test("A field the user fills at once is filled in the step that shows it, with no step of its own")
    func fillsEmptyField() throws {
        var exploration = Exploration(depth: 2, randomWalks: 0, compares: [.screens, .texts])
        exploration.fillsEmpty = ["Name": "Ada"]
        let divergence = try #require(LockstepExplorer(exploration).explore(reference: forms(reusesForm: false), subject: forms(reusesForm: false, uppercases: true)).divergence)
        #expect(divergence.story == "after \"Edit\", then \"Save\"")
        #expect(divergence.expected.lines(of: "Texts on screen") == ["Saved Ada"])
        #expect(divergence.actual.lines(of: "Texts on screen") == ["Saved ADA"])
    }

    @Test("A difference that needs four steps is found, and told by its shortest path")
    func divergenceAtDepthFour() throws {
        let explorer = LockstepExplorer(Exploration(depth: 4, randomWalks: 0, compares: [.screens, .texts]))
        let result = explorer.explore(reference: levels(countsBack: false), subject: levels(countsBack: true))
        let divergence = try #require(result.divergence)
        #expect(divergence.path.count == 4)
        #expect(divergence.story == "after \"Next\", then \"Next\", then Back, then \"Next\"")
        #expect(divergence.kind == .otherData)
        #expect(divergence.expected.lines(of: "Texts on screen") == ["Level 3"])
        #expect(divergence.actual.lines(of: "Texts on screen") == ["Level 4"])
        let message = divergence.verdict(kata: "levels").description
        #expect(message.contains("Yours differs in texts on screen"))
        #expect(message.contains("Level 3") && message.contains("Level 4   ≠"))
        #expect(message.contains("push Screen"), "the learner's journal ends the message")
    }

    @Test("A recorder keeps each state reached and each step between two, and the divergent path with both apps after each step, without changing what is explored")
    func recordsTheGraph() throws {
        let explorer = LockstepExplorer(Exploration(depth: 4, randomWalks: 0, compares: [.screens, .texts]))
        let unrecorded = explorer.explore(reference: levels(countsBack: false), subject: levels(countsBack: true))
        let recorder = ExplorationRecorder()
        let result = explorer.explore(reference: levels(countsBack: false), subject: levels(countsBack: true), recorder: recorder)
        #expect(result.statesCompared == unrecorded.statesCompared)
        #expect(result.divergence?.story == unrecorded.divergence?.story)
        let graph = recorder.graph(kata: "levels", result: result, seconds: 0.5)
        #expect(graph.kata == "levels")
        #expect(graph.statesCompared == result.statesCompared)
        #expect(graph.nodes.map(\.id) == Array(graph.nodes.indices))
        #expect(graph.edges.allSatisfy { graph.nodes.indices.contains($0.from) && graph.nodes.indices.contains($0.to) })
        let launch = try #require(graph.nodes.first)
        #expect(launch.picture.first == "UINavigationController")
        #expect(launch.details.contains("  Level 1"))
        let next = try #require(graph.edges.first { $0.from == 0 && $0.label == "\"Next\"" })
        #expect(next.isTap)
        #expect(graph.edges.contains { $0.from == next.to && $0.to == 0 && $0.label == "Back" })
        let path = try #require(graph.divergence)
        #expect(path.kind == "other data")
        #expect(path.story == "After \"Next\", then \"Next\", then Back, then \"Next\"")
        #expect(path.steps.map(\.label) == [nil, "\"Next\"", "\"Next\"", "Back", "\"Next\""])
        #expect(path.steps.first?.node == 0)
        let parted = try #require(path.steps.last)
        #expect(!path.steps.dropLast().map(\.node).contains(parted.node), "where the apps parted is a state of its own")
        #expect(graph.edges.contains { $0.from == path.steps[3].node && $0.to == parted.node && $0.label == "\"Next\"" })
        #expect(parted.reference.count == 4 && parted.subject.count == 4, "a stack of three levels, in both apps")
        #expect(path.expected.contains("  Level 3") && path.actual.contains("  Level 4"))
        #expect(path.message.contains("Yours differs in texts on screen"))
    }

    @Test("Past the depth, each new state is explored by its shortest path, within the budget")
    func newStatesBeyondDepth() throws {
        let shallow = LockstepExplorer(Exploration(depth: 2, randomWalks: 0, compares: [.screens, .texts]))
        #expect(shallow.explore(reference: levels(countsBack: false), subject: levels(countsBack: false, wrongFrom: 4)).divergence == nil)
        let beyond = LockstepExplorer(Exploration(depth: 2, newStatesBeyondDepth: 10, randomWalks: 0, compares: [.screens, .texts]))
        let divergence = try #require(beyond.explore(reference: levels(countsBack: false), subject: levels(countsBack: false, wrongFrom: 4)).divergence)
        #expect(divergence.story == "after \"Next\", then \"Next\", then \"Next\"")
        let tooFew = LockstepExplorer(Exploration(depth: 1, newStatesBeyondDepth: 1, randomWalks: 0, compares: [.screens, .texts]))
        #expect(tooFew.explore(reference: levels(countsBack: false), subject: levels(countsBack: false, wrongFrom: 4)).divergence == nil, "one state expanded beyond the depth reaches level 3 only")
        let enough = LockstepExplorer(Exploration(depth: 1, newStatesBeyondDepth: 2, randomWalks: 0, compares: [.screens, .texts]))
        #expect(enough.explore(reference: levels(countsBack: false), subject: levels(countsBack: false, wrongFrom: 4)).divergence?.path.count == 3)
    }

    @Test("Three steps deep, the same apps agree, and the same app always agrees with itself")
    func agreesWithinItsDepth() {
        let shallow = LockstepExplorer(Exploration(depth: 3, randomWalks: 0, compares: [.screens, .texts]))
        #expect(shallow.explore(reference: levels(countsBack: false), subject: levels(countsBack: true)).divergence == nil)
        let deep = LockstepExplorer(Exploration(depth: 5, compares: [.screens, .texts]))
        let itself = deep.explore(reference: levels(countsBack: false), subject: levels(countsBack: false))
        #expect(itself.divergence == nil)
        #expect(itself.statesCompared > 20)
    }

    @Test("What the lesson leaves open is never reported: a field kept when its screen comes back, a disabled button where the lesson's does nothing")
    func openChoicesAccepted() throws {
        let typing = ["Name": ["Ada", ""]]
        let open = LockstepExplorer(Exploration(depth: 6, compares: [.screens, .texts], leavesOpen: [.fields], typing: typing))
        #expect(open.explore(reference: forms(reusesForm: false), subject: forms(reusesForm: true)).divergence == nil)
        #expect(open.explore(reference: forms(reusesForm: true), subject: forms(reusesForm: false)).divergence == nil)
        let fixed = LockstepExplorer(Exploration(depth: 6, randomWalks: 0, compares: [.screens, .texts, .fields], typing: typing))
        let divergence = try #require(fixed.explore(reference: forms(reusesForm: false), subject: forms(reusesForm: true)).divergence)
        #expect(divergence.story == "after \"Edit\", then typing \"Ada\" into Name, then Back, then \"Edit\"", "compared, the kept field is a difference")
    }

    /// A field kept where the lesson's app clears it is open; a step that then ignores what the
    /// field shows is not: the lesson's app is given the same text, and the step compared.
    @Test("Past a field kept where the lesson's is cleared, a step that ignores what the field shows is a difference")
    func keptFieldStillCounts() throws {
        let explorer = LockstepExplorer(Exploration(depth: 5, randomWalks: 0, compares: [.screens, .texts], leavesOpen: [.fields], typing: ["Name": ["Ada"]]))
        #expect(explorer.explore(reference: forms(reusesForm: false), subject: forms(reusesForm: true)).divergence == nil, "a kept field that is used is the learner's choice")
        let divergence = try #require(explorer.explore(reference: forms(reusesForm: false), subject: forms(reusesForm: true, resetsDraft: true)).divergence)
        #expect(divergence.story == "after \"Edit\", then typing \"Ada\" into Name, then Back, then \"Edit\", then \"Save\"")
        #expect(divergence.kind == .changedNothing)
    }

    @Test("A tap while a typed field is empty that goes on to another screen is a difference, though refusing it is open")
    func tapOnEmptyFieldGoingOn() throws {
        let explorer = LockstepExplorer(Exploration(depth: 3, randomWalks: 0, compares: [.screens, .texts], leavesOpen: [.fields], typing: ["Name": ["Ada", ""]]))
        let divergence = try #require(explorer.explore(reference: forms(reusesForm: false), subject: forms(reusesForm: false, savesEmpty: true)).divergence)
        #expect(divergence.story == "after \"Edit\", then \"Save\"")
    }

    @Test("Typing between steps need not count toward the depth: a name saved again from a field cleared after Back is found four steps deep")
    func typingBetweenSteps() throws {
        var counted = Exploration(depth: 4, randomWalks: 0, compares: [.screens, .texts], leavesOpen: [.fields], typing: ["Name": ["Ada", ""]])
        #expect(LockstepExplorer(counted).explore(reference: forms(reusesForm: false), subject: forms(reusesForm: false, remembersLast: true)).divergence == nil, "six steps with the typing")
        counted.depthCountsTyping = false
        let divergence = try #require(LockstepExplorer(counted).explore(reference: forms(reusesForm: false), subject: forms(reusesForm: false, remembersLast: true)).divergence)
        #expect(divergence.story == "after \"Edit\", then typing \"Ada\" into Name, then \"Save\", then Back, then clearing Name, then \"Save\"")
        #expect(divergence.actual.lines(of: "Texts on screen") == ["Saved Ada"])
    }

    @Test("Where the lesson makes release a rule, a screen the user left that is still alive is a difference, named with what keeps it")
    func screenLeftAlive() throws {
        let explorer = LockstepExplorer(Exploration(depth: 3, randomWalks: 0, compares: [.screens, .texts, .screensLeftAlive()], leavesOpen: [.fields], typing: ["Name": ["Ada"]]))
        let divergence = try #require(explorer.explore(reference: forms(reusesForm: false), subject: forms(reusesForm: true)).divergence)
        #expect(divergence.kind == .stillAlive)
        #expect(divergence.story == "after \"Edit\", then Back")
        #expect(divergence.actual.lines(of: "Screens left but still alive") == ["Screen"])
        let message = divergence.verdict(kata: "forms").description
        #expect(message.contains("a screen they left is still alive"))
        #expect(message.contains("kept by FormApp.kept"), "\(message)")
        let open = LockstepExplorer(Exploration(depth: 3, randomWalks: 0, compares: [.screens, .texts], leavesOpen: [.fields], typing: ["Name": ["Ada"]]))
        #expect(open.explore(reference: forms(reusesForm: false), subject: forms(reusesForm: true)).divergence == nil, "where the lesson leaves a kept screen open, it is no difference")
    }

    /// A difference in what the user does not see alone (what the app told its parent) is told
    /// as such, with where to look; with what the user sees differing too, it is not.
    @Test("A difference only out of sight is a kind of its own, whose advice is the aspect's")
    func outOfSight() throws {
        let saved = Aspect("Names saved", outOfSight: "Look at what your form saves.") { app in app.user.visibleTexts }
        let hidden = LockstepExplorer(Exploration(depth: 3, randomWalks: 0, compares: [.screens, saved], leavesOpen: [.fields], typing: ["Name": ["Ada"]]))
        let divergence = try #require(hidden.explore(reference: forms(reusesForm: false), subject: forms(reusesForm: false, uppercases: true)).divergence)
        #expect(divergence.kind == .outOfSight)
        let message = divergence.verdict(kata: "forms").description
        #expect(message.contains("What the user sees is right; what your app did out of sight is not. Look at what your form saves."), "\(message)")
        let seen = LockstepExplorer(Exploration(depth: 3, randomWalks: 0, compares: [.screens, .texts, saved], leavesOpen: [.fields], typing: ["Name": ["Ada"]]))
        #expect(try #require(seen.explore(reference: forms(reusesForm: false), subject: forms(reusesForm: false, uppercases: true)).divergence).kind == .otherData)
    }

    @Test("A step the learner's app lacks, which changes the lesson's, is a difference of its own kind")
    func missingStep() throws {
        let explorer = LockstepExplorer(Exploration(depth: 3, randomWalks: 0, compares: [.screens, .texts], typing: ["Name": ["Ada"]]))
        let levelsWithoutNext: LockstepExplorer.Launch = { [log] in
            let home = Screen("Home", log: log)
            return (User(window: visibleWindow(root: UINavigationController(rootViewController: home))), [])
        }
        let divergence = try #require(explorer.explore(reference: forms(reusesForm: false), subject: levelsWithoutNext).divergence)
        #expect(divergence.kind == .cannotMake)
        #expect(divergence.story == "after \"Edit\"")
        #expect(divergence.verdict(kata: "forms").description.contains("the user should be able to make the next step, \"Edit\""))
    }

    @Test("Random walks go past the paths' depth, and give the same verdict on every run")
    func deterministic() throws {
        let explorer = LockstepExplorer(Exploration(depth: 2, randomWalks: 24, walkLength: 12, compares: [.screens, .texts]))
        var messages: Set<String> = []
        for _ in 0..<10 {
            let divergence = try #require(explorer.explore(reference: levels(countsBack: false), subject: levels(countsBack: true)).divergence)
            #expect(divergence.path.count <= 5, "shortened: \(divergence.story)")
            messages.insert(divergence.verdict(kata: "levels").description.replacingOccurrences(of: #"\(LockstepExplorerTests\.swift:\d+\)"#, with: "", options: .regularExpression))
        }
        #expect(messages.count == 1, "\(messages)")
    }
}
