import Kata
import KataGrading
import Testing
@testable import ContactsFlow

/// Kata 6's checks, written once and run against any design: the learner's, the reference
/// solution, each mutant and each baseline.
///
/// The flow's checks walk every state a user reaches within four gestures (a contact's row,
/// Edit, Save and Cancel with a name typed in turn, Back tapped, swiped or let go, the editor or
/// the flow swiped down or let go) and compare what the user sees with what the lesson says
/// (``ContactsFlowModel``); the last check uses each view model alone, with a spy navigator and
/// no screen at all.
@MainActor
struct ContactsFlowChecks<Design: ContactsFlowDesign>: KataChecks {
    static var kata: String { "mvvm-c" }

    nonisolated static var checks: [Check<Self>] { [
        Check("1. The list shows in a sheet of its own, and a contact's row shows its detail above it, every time") { $0.rowShowsDetail() },
        Check("2. Edit opens the editor over the flow; Save renames the contact on the detail and the list, Cancel and a swipe change nothing") { $0.editorSavesOrChangesNothing() },
        Check("3. Done, or the flow's sheet swiped away, ends the flow, and its parent hears the contacts once") { $0.endingReportsOnce() },
        Check("4. A screen the user left, and the whole flow once it ended, are released with their view models") { $0.leftScreensReleased() },
        Check("5. Each view model reports the user's intents to its navigator, once, holds it weakly, and builds no screen") { $0.viewModelsOnlyAsk() },
        Check("6. Each screen tells only its view model what the user did") { $0.screensTellTheirViewModel() },
        Check("7. Everything else the user does works as the lesson says") { $0.behavesAsTheLesson() },
    ] }

    /// What the explorer compares after each step: the screens the user sees, by what they are
    /// (the list, a contact's detail by name, the editor), the texts on screen, the editor's
    /// field (it opens on the contact's name as it is now), and what the parent heard, as the
    /// names the contacts came back with, and, while the flow runs, the screens the user left
    /// that are still alive (none: task 4). It types a name, another or nothing.
    static var exploration: Exploration {
        var exploration = Exploration(
            depth: 5,
            newStatesBeyondDepth: 60,
            compares: [
                Aspect("Screens") { app in ContactsScreen.stack(of: app.user).map(\.description) },
                .texts,
                .fields,
                .reportsToParent { app in app.kept(ParentStandIn<String>.self)?.reports ?? [] },
                .screensLeftAlive { app in app.kept(ParentStandIn<String>.self)?.reports.isEmpty ?? true },
            ],
            typing: ["Name": [ContactsFlowModel.typedNames[0], ""]],
            allows: { step in
                if case .gesture(.selectTab) = step { return false }
                return true
            }
        )
        exploration.interchangeable = [.gesture(.tapBack), .gesture(.swipeBack(completing: true))]
        return exploration
    }

    /// Task 7: after any steps, the learner's flow shows and reports what the lesson's does.
    func behavesAsTheLesson() {
        guard launch() != nil else { return }
        LockstepExplorer(Self.exploration).expectSameBehaviour(
            reference: ReferenceContacts.launch,
            subject: {
                let stage = PresentingStage()
                let parent = ParentStandIn<String>(kata: Self.kata)
                let flow = Design.makeFlow(presenter: stage.home, contacts: ContactsScreen.contacts) { result in
                    parent.record(result.contacts.map(\.name).joined(separator: ", "))
                }
                parent.keep(flow)
                Design.start(flow)
                return (stage.user, [parent])
            },
            kata: Self.kata
        )
    }

    // MARK: - Launching

    /// Presents the flow over a home screen, as its parent does; the parent keeps the flow.
    private func launch() -> (user: User, keeps: [AnyObject])? {
        let stage = PresentingStage()
        let parent = ParentStandIn<ContactsResult>(kata: Self.kata)
        let flow = Design.makeFlow(presenter: stage.home, contacts: ContactsScreen.contacts, onFinish: parent.recorder)
        parent.keep(flow)
        Design.start(flow)
        return (stage.user, [parent])
    }

    /// Every state within `depth` gestures of `launch`; Done is left to check 3. Back and a
    /// finished back swipe pop the same way for every design, so only the last of a path's is
    /// made both ways.
    private func walk(depth: Int, distinct: Bool = true) -> FlowWalk {
        var walk = FlowWalk(depth: depth, typingInTurn: ["Name": ContactsFlowModel.typedNames], allows: { gesture in
            if case let .tap(label) = gesture {
                return label != "Done"
            }
            if case .selectTab = gesture {
                return false
            }
            return true
        }, distinctBy: distinct ? { ContactsScreen.stack(of: $0).description + "\($0.tappableLabels)" } : nil)
        walk.interchangeable = [.tapBack, .swipeBack(completing: true)]
        return walk
    }

    /// The app launched and Ada's detail shown: where the editor's rules start.
    private func launchOnDetail() -> (user: User, keeps: [AnyObject])? {
        guard let launched = launch(), launched.user.tap("Ada") else { return nil }
        return launched
    }

    /// Expects the user to see what the lesson says after `path`; the failure says where and why.
    @discardableResult
    private func expectScreens(_ expected: [ContactsScreen], user: User, after moment: String, why reason: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        let actual = ContactsScreen.stack(of: user)
        guard actual != expected else { return true }
        var verdict = Verdict(
            expected: "\(moment), the user should see \(Self.list(expected)): \(reason)",
            actual: "They see \(Self.list(actual)).",
            hierarchyOf: user,
            kata: Self.kata
        )
        verdict.comparison = SideBySide.lines(expected: expected.map(\.description), actual: actual.map(\.description), titles: ("Expected, bottom first", "Actual"))
        verdict.record(sourceLocation: sourceLocation)
        return false
    }

    private static func list(_ screens: [ContactsScreen]) -> String {
        "[" + screens.map(\.description).joined(separator: ", ") + "]"
    }

    // MARK: - The checks

    /// Task 1: the list in a sheet over the app; a row shows that contact's detail above it,
    /// in every state where the list shows, after every way back.
    func rowShowsDetail() {
        guard let (user, keeps) = launch() else { return }
        defer { withExtendedLifetime(keeps) {} }
        guard expectScreens([.home, .list], user: user, after: "Right after start()", why: "start() presents the list in a sheet of its own, in a navigation controller, over the screen it was given.") else { return }
        let names = ContactsScreen.contacts.map(\.name)
        guard names.allSatisfy(user.tappableLabels.contains) else {
            Verdict(expected: "Right after start(), the list should show a row for each contact: \(names.joined(separator: ", ")).", actual: "The user can tap \(user.tappableLabels.isEmpty ? "nothing" : user.tappableLabels.joined(separator: ", ")). Make the list's view model with the contacts the coordinator was given.", hierarchyOf: user, kata: Self.kata).record()
            return
        }
        walk(depth: 3, distinct: false).visit(launch: launch) { state in
            guard case let .tap(label)? = state.path.last, ContactsFlowModel.after(Array(state.path.dropLast())).screens.last == .list,
                  ContactsFlowModel.after(Array(state.path.dropLast())).names.contains(label) else { return true }
            return expectScreens(
                ContactsFlowModel.after(state.path).screens,
                user: state.user,
                after: state.sentence,
                why: "a contact's row pushes that contact's detail above the list, once, every time: the list's view model asks its navigator, and the coordinator pushes a detail made from a view model of its own."
            )
        }
    }

    /// Task 2: Edit presents the editor; Save renames, on the detail at once and on the list
    /// once it shows again; Cancel and a swipe leave the contact as it was.
    func editorSavesOrChangesNothing() {
        var edited = false
        let walk = walk(depth: 3, distinct: false)
        let passed = walk.visit(launch: launchOnDetail) { state in
            guard state.path.contains(.tap("Edit")) else { return true }
            edited = true
            let model = ContactsFlowModel.after([.tap("Ada")] + state.path)
            let moved = expectScreens(
                model.screens,
                user: state.user,
                after: state.sentence,
                why: "Edit presents the editor over the flow; Save renames the contact and closes it, so the detail shows the new name; Cancel, or the editor swiped away, closes it and changes nothing."
            )
            guard moved else { return false }
            guard model.screens.last == .list else { return true }
            let rows = Set(state.user.tappableLabels)
            let missing = model.names.filter { !rows.contains($0) }
            guard !missing.isEmpty else { return true }
            Verdict(
                expected: "\(state.sentence), the list should show every contact by its name now: \(model.names.joined(separator: ", ")).",
                actual: "It shows no row for \(missing.joined(separator: ", ")). Does Save reach the list's view model too (the coordinator tells it, or both read one model)?",
                hierarchyOf: state.user,
                kata: Self.kata
            ).record()
            return false
        }
        if !edited {
            Verdict(expected: "This check edits a contact from its detail. Finish task 1 first.", actual: "The walk never reached a detail with Edit.", kata: Self.kata).record()
        }
        guard passed, edited else { return }
        secondContactRenamedAfterTheFirst(walk: walk)
    }

    /// A second rename, of another contact, keeps the first: each save starts from the contacts
    /// as they are now, not as the flow was given them.
    private func secondContactRenamedAfterTheFirst(walk: FlowWalk) {
        let first = ContactsScreen.contacts[0].name
        let second = ContactsScreen.contacts[1].name
        let rounds: [Gesture] = [.tap("Edit"), .tap("Save"), .tapBack, .tap(second), .tap("Edit"), .tap("Save"), .tapBack]
        guard let (user, keeps) = walk.reach(rounds, launch: launchOnDetail) else { return }
        defer { withExtendedLifetime(keeps) {} }
        let model = ContactsFlowModel.after([.tap(first)] + rounds)
        let rows = Set(user.tappableLabels)
        let missing = model.names.filter { !rows.contains($0) }
        guard !missing.isEmpty else { return }
        let typed = ContactsFlowModel.typedNames
        Verdict(
            expected: "After renaming \(first) to \"\(typed[0])\" (its row, Edit, Save, Back), then \(second) to \"\(typed[1])\" the same way, the list should show every contact by its name now: \(model.names.joined(separator: ", ")).",
            actual: "It shows no row for \(missing.joined(separator: ", ")). Does the second save start from the contacts the flow was given, not from the list as it is now? Each save changes the contacts as they are, so the first rename stays.",
            hierarchyOf: user,
            kata: Self.kata
        ).record()
    }

    /// Task 3: in every state where the list or the detail shows, Done (on the list) and the flow's
    /// sheet swiped away end the flow: its sheet goes, and the parent hears the contacts as the
    /// user left them, once; a swipe let go halfway ends nothing.
    func endingReportsOnce() {
        let walk = walk(depth: 3, distinct: false)
        walk.visit(launch: launch) { state in
            let model = ContactsFlowModel.after(state.path)
            guard !model.ended else { return true }
            if let parent = state.keeps.first as? ParentStandIn<ContactsResult>, !parent.reports.isEmpty {
                Verdict(
                    expected: "\(state.sentence), the flow is still on screen, so its parent should have heard nothing yet.",
                    actual: "It heard \(parent.reports.map { $0.contacts.map(\.name).joined(separator: ", ") }.joined(separator: "; then ")). Report only when the flow ends: Done, or the flow's own sheet swiped away (not the editor's).",
                    hierarchyOf: state.user,
                    kata: Self.kata
                ).record()
                return false
            }
            guard !model.editing else { return true }
            var endings: [Gesture] = [.swipeDown(completing: true), .swipeDown(completing: false)]
            if model.screens.last == .list {
                endings.insert(.tap("Done"), at: 0)
            }
            for ending in endings {
                guard let (user, keeps) = walk.reach(state.path + [ending], launch: launch), let parent = keeps.first as? ParentStandIn<ContactsResult> else { return false }
                defer { withExtendedLifetime(keeps) {} }
                let moment = "\(state.sentence), then \(ending)"
                guard ending != .swipeDown(completing: false) else {
                    guard expectScreens(model.screens, user: user, after: moment, why: "a swipe let go halfway leaves the flow as it was."), parent.expectNoReport(after: moment) else { return false }
                    continue
                }
                guard expectScreens([.home], user: user, after: moment, why: "the flow ends: its sheet goes.") else { return false }
                guard let report = parent.expectReportedOnce(after: moment) else { return false }
                let names = report.contacts.map(\.name)
                guard names != model.names else { continue }
                Verdict(
                    expected: "\(moment), the parent should hear the contacts as the user left them: \(model.names.joined(separator: ", ")).",
                    actual: "It heard \(names.joined(separator: ", ")). Report what the list's view model holds when the flow ends.",
                    kata: Self.kata
                ).record()
                return false
            }
            return true
        }
    }

    /// Task 4: a detail or an editor the user left is released, with its view model; once the
    /// flow ended and its parent let go, everything it made is.
    func leftScreensReleased() {
        // Every path, not every picture: the same detail after Back and after the editor swiped
        // away may hide another screen still alive.
        let walk = walk(depth: 3, distinct: false)
        var leftDetail = false
        let completed = walk.visit(launch: launch, { state in
            let model = ContactsFlowModel.after(state.path)
            guard !model.ended else { return true }
            leftDetail = leftDetail || (state.path.contains(.tapBack) && ContactsScreen.stack(of: state.user) == model.screens)
            let shown = model.screens
            let inWindow = Set(state.user.controllersInWindow.map(ObjectIdentifier.init))
            let leftAlive = state.tracker.aliveObjects.compactMap { $0 as? UIViewController }.filter { !inWindow.contains(ObjectIdentifier($0)) }
            if !leftAlive.isEmpty {
                let names = Set(leftAlive.map(ScreenName.of))
                let left = state.tracker.survivors.filter { names.contains($0.name) }
                Verdict(
                    expected: "\(state.sentence), a screen the user left should be released, with its view model.",
                    actual: LifetimeTracker.survivorsMessage(for: left, after: Self.steps(of: state)) ?? "\(left.map(\.description).joined(separator: "; ")) is still alive.",
                    hierarchyOf: state.user,
                    kata: Self.kata
                ).record()
                return false
            }
            guard case .detail? = shown.last, !state.path.contains(where: \.isAbandoned) else { return true }
            return detailViewModelGoesWithIt(after: state, walk: walk)
        }, lettingGo: { user in
            if ContactsScreen.stack(of: user).count > 1 {
                user.swipeDown()
            }
        }, afterLettingGo: { letGo in
            letGo.tracker.expectAllReleased(after: letGo.moment(lettingGoOf: "the ended flow"), of: "coordinator, view model and screen of the flow", kata: Self.kata)
        })
        if completed, !leftDetail {
            Verdict(
                expected: "This check leaves a contact's detail with Back and expects it released. Finish task 1 first.",
                actual: "The walk never went back from a detail to the list.",
                kata: Self.kata
            ).record()
        }
    }

    /// From a state with a detail on top: Back pops it, and what its view holds (its view model)
    /// goes with it, unless the list's screen holds it too.
    private func detailViewModelGoesWithIt(after state: FlowWalk.State, walk: FlowWalk) -> Bool {
        let tracker = LifetimeTracker()
        guard let (user, keeps) = walk.reach(state.path, launch: launch) else { return false }
        defer { withExtendedLifetime(keeps) {} }
        let kept = Set(Self.heldObjects(by: Self.flowControllers(of: user).first).map(ObjectIdentifier.init))
        for object in Self.heldObjects(by: Self.flowControllers(of: user).last) where !kept.contains(ObjectIdentifier(object)) {
            tracker.track(object)
        }
        if let parent = keeps.first as? ParentStandIn<ContactsResult>, let flow = parent.child {
            tracker.considerAsHolder(flow)
        }
        guard user.tapBack() else { return true }
        guard let message = tracker.survivorsMessage(after: "\(Self.steps(of: state)), then Back") else { return true }
        Verdict(
            expected: "\(state.sentence), then Back, the detail's view model should be released with its screen: a screen's view model lives as long as the screen.",
            actual: message,
            hierarchyOf: user,
            kata: Self.kata
        ).record()
        return false
    }

    /// A state's steps, for a message that says "after" itself: `"Ada", then Back`.
    private static func steps(of state: FlowWalk.State) -> String {
        state.story.hasPrefix("after ") ? String(state.story.dropFirst("after ".count)) : state.story
    }

    /// The controllers of the flow's navigation stack, bottom first.
    private static func flowControllers(of user: User) -> [UIViewController] {
        (user.window.rootViewController?.presentedViewController as? UINavigationController)?.viewControllers ?? []
    }

    /// The objects a screen's view holds: for a SwiftUI screen, what its root view keeps (its
    /// view model, through a property or a wrapper such as `@Bindable`); for a UIKit one, its own properties.
    private static func heldObjects(by controller: UIViewController?) -> [AnyObject] {
        guard let controller else { return [] }
        let mirror = Mirror(reflecting: controller)
        let root = mirror.children.first { $0.label == "rootView" }?.value ?? controller
        var found: [AnyObject] = []
        func collect(_ value: Any, depth: Int) {
            for child in Mirror(reflecting: value).children {
                if type(of: child.value) is AnyClass {
                    let object = child.value as AnyObject
                    if !(object is UIView), !(object is UIViewController) {
                        found.append(object)
                    }
                } else if depth > 0 {
                    collect(child.value, depth: depth - 1)
                }
            }
        }
        collect(root, depth: 2)
        return found
    }

    /// Task 5: each view model, made alone with a spy for a navigator and no screen, reports each
    /// intent once, with its data; holds the navigator weakly; and makes no controller.
    func viewModelsOnlyAsk() {
        let ada = ContactsScreen.contacts[0]
        let grace = ContactsScreen.contacts[1]
        let tracker = LifetimeTracker()
        var results: [(String, [NavigatorSpy.Call], [NavigatorSpy.Call])] = []
        tracker.trackingCreatedControllers {
            let spy = NavigatorSpy()
            let list = Design.list(ContactsScreen.contacts, navigator: spy)
            Design.select(grace, in: list)
            Design.select(ada, in: list)
            Design.done(in: list)
            results.append(("The list's view model (`\(Design.List.self)`), after select(Grace), select(Ada) and done()", [.showDetail(grace), .showDetail(ada), .finish], spy.calls))
            spy.clear()
            let detail = Design.detail(grace, navigator: spy)
            Design.edit(in: detail)
            results.append(("Grace's detail view model (`\(Design.Detail.self)`), after edit()", [.edit(grace)], spy.calls))
            spy.clear()
            let editor = Design.editor(ada, navigator: spy)
            Design.type("   ", in: editor)
            Design.save(in: editor)
            Design.type("Lovelace", in: editor)
            Design.save(in: editor)
            Design.cancel(in: editor)
            var renamed = ada
            renamed.name = "Lovelace"
            results.append(("Ada's editor view model (`\(Design.Editor.self)`), after a blank name and save(), then \"Lovelace\" and save(), then cancel()", [.save(renamed), .cancel], spy.calls))
            withExtendedLifetime((list, detail, editor)) {}
        }
        for (moment, expected, actual) in results where actual != expected {
            Verdict(
                expected: "\(moment), its navigator should have heard \(expected.isEmpty ? "nothing" : expected.map(\.description).joined(separator: ", ")): each intent once, with its data, and no save of a blank name.",
                actual: "It heard \(actual.isEmpty ? "nothing" : actual.map(\.description).joined(separator: ", ")). A view model only asks: it calls its navigator and decides nothing about screens.",
                kata: Self.kata
            ).record()
            return
        }
        let built = tracker.createdControllerTypes
        guard built.isEmpty else {
            Verdict(
                expected: "A view model, used alone, should make no screen: it has no UIKit or SwiftUI in it, and the coordinator builds screens.",
                actual: "Its intents made \(built.sorted().joined(separator: ", ")). Ask the navigator instead, and let the coordinator build the screen.",
                kata: Self.kata
            ).record()
            return
        }
        weakNavigators()
    }

    /// Task 6: each screen, made from a view model whose navigator is a spy, with no coordinator
    /// anywhere, passes the user's taps and typing to that view model, which reaches the spy.
    func screensTellTheirViewModel() {
        let ada = ContactsScreen.contacts[0]
        let grace = ContactsScreen.contacts[1]
        var renamed = ada
        renamed.name = "Lovelace"
        let screens: [(name: String, make: (NavigatorSpy) -> (UIViewController, AnyObject), act: (User) -> Void, expected: [NavigatorSpy.Call])] = [
            ("The list's screen, after a tap on Grace's row and on Done", { spy in
                let list = Design.list(ContactsScreen.contacts, navigator: spy)
                return (UINavigationController(rootViewController: Design.listScreen(list)), list)
            }, { user in
                user.tap("Grace")
                user.tap("Done")
            }, [.showDetail(grace), .finish]),
            ("Ada's detail screen, after a tap on Edit", { spy in
                let detail = Design.detail(ada, navigator: spy)
                return (Design.detailScreen(detail), detail)
            }, { user in
                user.tap("Edit")
            }, [.edit(ada)]),
            ("Ada's editor screen, after typing \"Lovelace\" and tapping Save, then Cancel", { spy in
                let editor = Design.editor(ada, navigator: spy)
                return (Design.editorScreen(editor), editor)
            }, { user in
                user.type("Lovelace", into: "Name")
                user.tap("Save")
                user.tap("Cancel")
            }, [.save(renamed), .cancel]),
        ]
        for screen in screens {
            let spy = NavigatorSpy()
            let (controller, viewModel) = screen.make(spy)
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = controller
            window.makeKeyAndVisible()
            let user = User(window: window)
            screen.act(user)
            defer { withExtendedLifetime(viewModel) {} }
            guard spy.calls != screen.expected else { continue }
            Verdict(
                expected: "\(screen.name) (`\(ScreenName.of(controller))`), with only its view model and no coordinator anywhere, its view model's navigator should have heard \(screen.expected.map(\.description).joined(separator: ", ")).",
                actual: "It heard \(spy.calls.isEmpty ? "nothing" : spy.calls.map(\.description).joined(separator: ", ")). A screen tells its view model what the user did (`viewModel.edit()`), never a coordinator it finds elsewhere (a shared or global reference, the environment).",
                hierarchyOf: user,
                kata: Self.kata
            ).record()
            return
        }
    }

    /// Each view model lets go of its navigator: the coordinator owns its view models, so a view
    /// model that kept its navigator would keep the coordinator, and the flow, alive.
    private func weakNavigators() {
        let checks: [(String, (NavigatorSpy) -> AnyObject)] = [
            ("The list's view model (`\(Design.List.self)`)", { Design.list(ContactsScreen.contacts, navigator: $0) }),
            ("The detail's view model (`\(Design.Detail.self)`)", { Design.detail(ContactsScreen.contacts[0], navigator: $0) }),
            ("The editor's view model (`\(Design.Editor.self)`)", { Design.editor(ContactsScreen.contacts[0], navigator: $0) }),
        ]
        for (name, make) in checks {
            weak var navigator: NavigatorSpy?
            let viewModel: AnyObject = {
                let spy = NavigatorSpy()
                navigator = spy
                return make(spy)
            }()
            guard navigator != nil else {
                withExtendedLifetime(viewModel) {}
                continue
            }
            Verdict(
                expected: "\(name) should hold its navigator weakly: the coordinator keeps its view models (through their screens), so a strong reference back keeps the coordinator alive, and the whole flow with it.",
                actual: "It kept its navigator alive after everything else let go of it. Store it in a `weak var` (or capture it with [weak self] in closures).",
                kata: Self.kata
            ).record()
            withExtendedLifetime(viewModel) {}
            return
        }
    }
}
