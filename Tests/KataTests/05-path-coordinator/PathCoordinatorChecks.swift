import Foundation
import Kata
import KataGrading
import Testing

/// The path-coordinator checks, written once and run against any design: the learner's, the
/// reference solution, the mutants and the baselines.
///
/// Each walks the states a user reaches (typing a number and a code, tapping the flow's
/// buttons, going back by button and by swipe, finished or let go halfway) and applies one rule
/// of the lesson in every one of them, comparing what the user sees with what the lesson's path
/// says they should see.
@MainActor
struct PathCoordinatorChecks<Design: PathFlowDesign>: KataChecks {
    nonisolated static var checks: [Check<Self>] { [
        Check("1. Each route in the path shows its screen, with its data") { $0.pathDecidesScreens() },
        Check("2. Back and the back swipe shrink the path") { $0.backShrinksPath() },
        Check("3. Views ask the coordinator; they never change the path themselves") { $0.screensNeverChangePath() },
        Check("4. Accept shows Home and releases the flow, its screens and their state") { $0.acceptReleasesFlow() },
        Check("5. A link shows its screen several levels deep in one step, from anywhere in the flow") { $0.deepLinkBuildsPath() },
        Check("6. The path survives saving and restoring, with each route's data") { $0.pathSurvivesRestoration() },
        Check("7. When the app lets go in any state, the flow, its screens and their state are released") { $0.everythingReleasedWhenAppLetsGo() },
        Check("8. Everything else the user does works as the lesson says") { $0.behavesAsTheLesson() },
    ] }

    /// What the explorer compares after each step: the screens of the stack the user sees, told
    /// by what they say (so views of any name and wording pass), with the number a code screen
    /// names; it types each
    /// field's usual value, another or nothing, between any of its three steps (typing is not
    /// one: "type, Send Code, Back, clear, Send Code" is a path of three), and opens every link
    /// of the lesson's table, one it does not know too, once a path (check 5 opens each link
    /// in every state, then again after Back; the random walks open any number). What a field holds when its screen shows again is the learner's
    /// choice, and so is what a button does while its field is empty.
    static var exploration: Exploration {
        var exploration = Exploration(
            depth: 3,
            compares: [Aspect("Screens") { app in SignInScreen.stack(of: app.user).map(\.description) }],
            leavesOpen: [.fields],
            typing: ["Phone number": [SignInScreen.typedPhone, SignInScreen.otherPhone, ""]],
            links: (SignInLink.all.map(\.url) + [SignInLink.unknown]).compactMap(URL.init(string:)),
            actions: [relaunchRestoringPath]
        )
        exploration.fillsEmpty = ["Code": "123456"]
        exploration.depthCountsTyping = false
        exploration.linksPerPath = 1
        return exploration
    }

    /// The app ended in the background and launched again, its path saved with `encodedPath()`
    /// and restored with `restorePath(from:)`, as check 6 does: once a path, while the flow runs
    /// and shows more than its first screen (a relaunch there is a launch).
    private static var relaunchRestoringPath: ExplorerAction {
        ExplorerAction("the app relaunched with its path saved and restored", timesPerPath: 1, relaunches: true, isOffered: { app in
            guard SignInScreen.stack(of: app.user).count > 1 else { return false }
            return app.isReference ? ReferencePathApp.flowIsRunning(in: app) : app.made(Design.AppModel.self).flatMap { Design.flow(of: $0) } != nil
        }) { app in
            if app.isReference {
                return ReferencePathApp.relaunchRestoringPath(app)
            }
            guard let data = app.made(Design.AppModel.self).flatMap({ Design.flow(of: $0) }).flatMap({ Design.encodedPath(of: $0) }),
                  app.relaunch({ User.launch(app: Design.Application.self).map { ($0, []) } }),
                  let flow = app.made(Design.AppModel.self).flatMap({ Design.flow(of: $0) }) else { return false }
            Design.restorePath(from: data, in: flow)
            return true
        }
    }

    /// Task 8: after any steps, links among them, the learner's app shows what the lesson's app shows.
    func behavesAsTheLesson() {
        guard launchApp() != nil else { return }
        LockstepExplorer(Self.exploration).expectSameBehaviour(reference: ReferencePathApp.launch, subject: launchApp, kata: Self.kata)
    }

    static var kata: String { "path-coordinator" }

    /// The flow's buttons that move forward, and the one that completes it.
    private static var forwardTaps: Set<String> { ["Send Code", "Help", "Verify"] }

    /// Whether a walk makes `gesture`: the flow's forward buttons, Accept if asked, and going back.
    private static func allows(_ gesture: Gesture, accept: Bool = false, back: Bool = true) -> Bool {
        switch gesture {
        case let .tap(label): forwardTaps.contains(label) || (accept && label == "Accept")
        case .tapBack, .swipeBack: back
        default: false
        }
    }

    /// What the user sees, for walks that visit each picture once: the screens, with the routes
    /// they show, and what covers them. (The check of Back visits every path: there, a picture
    /// seen before may hide a path that did not shrink.)
    private static func picture(_ user: User) -> String {
        user.hierarchy.lines.joined(separator: "\n")
    }

    /// What the last launch made, held weakly, for checks that ask whether it was let go.
    final class Probe {
        weak var app: Design.AppModel?
        weak var flow: Design.Flow?
    }

    /// Shows the app's root view for a new app coordinator in a visible window; the walk keeps
    /// the coordinator (and, when asked, the flow's) while it looks, then lets go.
    private func launch(_ probe: Probe? = nil, keepingFlow: Bool = false) -> (user: User, keeps: [AnyObject])? {
        let app = Design.makeApp()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UIHostingController(rootView: Design.rootView(of: app))
        window.makeKeyAndVisible()
        let user = User(window: window)
        MainTurn.end()
        let flow = Design.flow(of: app)
        probe?.app = app
        probe?.flow = flow
        return (user, [app] + (keepingFlow ? flow.map { [$0] } ?? [] : []))
    }

    /// Launches the app as iOS does, in a scene that hands it the links the user opens.
    private func launchApp() -> (user: User, keeps: [AnyObject])? {
        User.launch(app: Design.Application.self).map { ($0, []) }
    }

    /// Expects the user to see `expected`, bottom first; the failure says where and why.
    @discardableResult
    private func expectScreens(
        _ expected: [SignInScreen],
        user: User,
        after moment: String,
        why reason: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
        let actual = SignInScreen.stack(of: user)
        guard actual != expected else { return true }
        let onlyDataDiffers = actual.count == expected.count && zip(actual, expected).allSatisfy { $0.sameScreen(as: $1) }
        var verdict = Verdict(
            expected: "\(moment), the screens should be \(Self.list(expected)): \(reason)",
            actual: "They are \(Self.list(actual))."
                + (onlyDataDiffers ? " The screens are the right ones, but not their data: the number travels in the route, through links and restoration too, and the destination shows the route's own (`case let .code(phone):`), not a number kept elsewhere." : ""),
            hierarchyOf: user,
            kata: Self.kata
        )
        verdict.comparison = SideBySide.lines(
            expected: expected.map(\.description),
            actual: actual.map(\.description),
            titles: ("Expected, bottom first", "Actual")
        )
        verdict.record(sourceLocation: sourceLocation)
        return false
    }

    private static func list(_ screens: [SignInScreen]) -> String {
        screens.isEmpty ? "nothing" : "[" + screens.map(\.description).joined(separator: ", ") + "]"
    }

    // MARK: - The checks

    /// Task 1: the path decides what is on screen, each route with its data.
    func pathDecidesScreens() {
        let walk = FlowWalk(depth: 3, typing: SignInScreen.typing) { Self.allows($0, back: false) }
        walk.visit(launch: { launch() }) { state in
            expectScreens(
                SignInScreen.expectedStack(after: state.path),
                user: state.user,
                after: state.sentence,
                why: "each route in the path shows its screen above the phone screen, with the route's data."
            )
        }
    }

    /// Task 2: Back and the back swipe shrink the path, so going forward again adds one screen.
    func backShrinksPath() {
        var wentBack = false
        var walk = FlowWalk(depth: 4, typing: SignInScreen.typing, typingInTurn: SignInScreen.phonesInTurn) { Self.allows($0) }
        walk.interchangeable = [.tapBack, .swipeBack(completing: true)]
        walk.visit(launch: { launch() }) { state in
            guard state.path.contains(where: { $0 == .tapBack || $0 == .swipeBack(completing: true) || $0 == .swipeBack(completing: false) }) else {
                return true
            }
            wentBack = true
            let phone = state.lastTypedInto["Phone number"] ?? SignInScreen.typedPhone
            let expected = SignInScreen.expectedStack(after: state.path, phone: phone)
            let actual = SignInScreen.stack(of: state.user)
            let staleNumber = actual.count == expected.count && actual.last != expected.last && expected.last == .code(phone: phone)
            guard actual.count != expected.count || staleNumber else { return true }
            var deadTap: String?
            if case let .tap(label)? = state.path.last, actual.count < expected.count,
               actual == SignInScreen.expectedStack(after: Array(state.path.dropLast()), phone: phone) {
                deadTap = label
            }
            return expectScreens(
                expected,
                user: state.user,
                after: state.sentence,
                why: staleNumber
                    ? "Send Code shows the code screen for the number typed this time, also after going back and typing another. Is an earlier number kept somewhere, in a view's @State or in the coordinator, and sent again?"
                    : deadTap.map { "\"\($0)\" pushes its screen every time, also after going back. This time it did nothing, though Back left the right screens: does something set on the first tap (a flag, a guard against a double push) stay set after Back?" }
                        ?? "Back and a finished back swipe take the top route off the path (a swipe let go halfway leaves it), so what comes next is pushed onto what the user sees."
                        + (actual.count > expected.count ? " Here Back left the path as it was: the stack writes a shorter path through the binding it was given, and a binding it cannot write (`.constant(coordinator.path)`) keeps the old one. Give AuthFlowView a `@Bindable` coordinator and pass `$coordinator.path`." : "")
            )
        }
        if !wentBack {
            Verdict(
                expected: "This check goes back from the screens Send Code and Help show. Finish task 1 first.",
                actual: "No screen the walk reached had a way back.",
                kata: Self.kata
            ).record()
        }
    }

    /// Task 3: screens ask the coordinator; they never change the path themselves.
    func screensNeverChangePath() {
        guard let (user, keeps) = FlowWalk(depth: 1, typing: SignInScreen.typing).reach([.tap("Send Code")], launch: { launch() }),
              SignInScreen.stack(of: user) == SignInScreen.expectedStack(after: [.tap("Send Code")]) else {
            Verdict(
                expected: "This check reads the code of a flow that navigates: Send Code should show the code screen. Finish task 1 first.",
                actual: "Send Code does not show the code screen yet.",
                kata: Self.kata
            ).record()
            return
        }
        withExtendedLifetime(keeps) {}
        let writes = PathWrites.inViews(of: Design.sourceFiles, relativeTo: SourceFiles.root)
        guard let first = writes.first else { return }
        let others = writes.count > 1 ? " \(writes.count - 1) more line\(writes.count == 2 ? "" : "s") of views do the same." : ""
        Verdict(
            expected: "Views should ask the coordinator to navigate (`coordinator.navigate(to:)`, or a closure the flow view gives them); only the coordinator changes the path, and the stack's Back through its binding.",
            actual: "\(first.type), a view, changes the path itself at \(first.site): `\(first.code)`.\(others) Move that change into a coordinator method and call it from the view.",
            kata: Self.kata
        ).record()
    }

    /// Task 4: Accept completes the flow: Home shows, and the flow, its screens and their state are released.
    ///
    /// The walk finds every state with Accept on screen; Accept is then tapped in a new launch of
    /// that state, so an Accept that changes nothing on screen is seen too.
    func acceptReleasesFlow() {
        var offered = false
        let walk = FlowWalk(depth: 3, typing: SignInScreen.typing, allows: { Self.allows($0) }, distinctBy: Self.picture)
        walk.visit(launch: { launch() }) { state in
            guard state.user.tappableLabels.contains("Accept") else { return true }
            offered = true
            let probe = Probe()
            let tracker = LifetimeTracker()
            let moment = "\(state.sentence), then \"Accept\""
            guard let (user, keeps) = tracker.trackingCreatedControllers({ walk.reach(state.path + [.tap("Accept")], launch: { launch(probe) }) }) else {
                return false
            }
            defer { withExtendedLifetime(keeps) {} }
            guard expectScreens([.home], user: user, after: moment, why: "once sign-in completes, the app shows Home in the flow's place.") else {
                return false
            }
            if let flow = probe.flow {
                let stillHeld = probe.app.flatMap { Design.flow(of: $0) } === flow
                let finder = LifetimeTracker()
                finder.track(flow)
                if let app = probe.app {
                    finder.considerAsHolder(app)
                }
                let holders = finder.survivors.first?.holders ?? []
                Verdict(
                    expected: "\(moment), the app coordinator should let go of the sign-in flow's coordinator, and it should be released.",
                    actual: stillHeld
                        ? "The app coordinator still holds it. Set its optional child to nil when the flow completes: that releases the flow, and the root view shows Home because the child is gone."
                        : holders.isEmpty
                            ? "The app coordinator let go of it, but something else still holds it: look for a completion closure that captures the flow's coordinator itself (capture it weakly, or not at all), or a delegate that is not weak."
                            : "The app coordinator let go of it, but it is kept by \(holders.map(\.description).joined(separator: " and by ")). Capture it weakly, or not at all.",
                    hierarchyOf: user,
                    kata: Self.kata
                ).record()
                return false
            }
            let flowNames = ["PhoneView", "CodeView", "TermsView", "HelpView", "NavigationStack"]
            let leftovers = tracker.survivors.filter { survivor in flowNames.contains { survivor.name.hasPrefix($0) } }
            guard leftovers.isEmpty else {
                Verdict(
                    expected: "\(moment), the sign-in flow's screens and their state should be released with it.",
                    actual: "Still alive: \(leftovers.map(\.description).joined(separator: "; ")). Something outside the flow keeps its views: a view or closure the app stores.",
                    hierarchyOf: user,
                    kata: Self.kata
                ).record()
                return false
            }
            return true
        }
        if !offered {
            Verdict(
                expected: "Typing a number, Send Code, typing a code and Verify should show the terms, whose Accept completes sign-in. Finish task 1 first.",
                actual: "The walk never reached a screen with an Accept button.",
                kata: Self.kata
            ).record()
        }
    }

    /// Task 5: a link shows its screen several levels deep in one step, from anywhere in the flow.
    func deepLinkBuildsPath() {
        let walk = FlowWalk(depth: 3, typing: SignInScreen.typing, allows: { Self.allows($0) }, distinctBy: Self.picture)
        walk.visit(launch: { launchApp() }) { state in
            guard let unknown = URL(string: SignInLink.unknown) else { return false }
            let screens = SignInScreen.stack(of: state.user)
            state.user.open(unknown)
            let unknownChangedNothing = expectScreens(
                screens,
                user: state.user,
                after: "\(state.sentence), then opening \(SignInLink.unknown), a link the flow does not know",
                why: "a link the flow does not know changes nothing: `AuthRoute.path(for:)` returns nil for it, and `open(_:)` should then return, not show an empty path."
            )
            guard unknownChangedNothing else { return false }
            // The state's own launch, which the unknown link left as it was, opens the first link;
            // each other link gets a launch of its own.
            for (index, link) in SignInLink.all.enumerated() {
                let reached = index == 0 ? (state.user, state.keeps) : walk.reach(state.path, launch: { launchApp() })
                guard let url = URL(string: link.url), let (user, keeps) = reached else { return false }
                let moment = index == 0
                    ? "\(state.sentence), then opening \(SignInLink.unknown) (nothing moved, rightly), then \(link.url)"
                    : "\(state.sentence), then opening \(link.url)"
                let before = SignInScreen.stack(of: user)
                user.open(url)
                let expected = SignInScreen.expectedStack(for: link)
                let actual = SignInScreen.stack(of: user)
                let partial = actual.count < expected.count && Array(expected.prefix(actual.count)) == actual
                let unmoved = actual == before
                let kept = actual.count > expected.count && Array(actual.suffix(expected.count - 1)) == Array(expected.dropFirst())
                let outside = actual == expected || kept ? nil : screenPushedOutsidePath(along: state.path, walk: walk)
                let shown = expectScreens(
                    expected,
                    user: user,
                    after: moment,
                    why: "a link sets the whole path in one step, so its last screen shows at once, with the others under it for Back, whatever was on screen before."
                        + (kept ? " The link's screens are there, on top of what was on screen before: a link replaces the path (`path = routes`); is it appended to the path instead?" : "")
                        + (outside.map { " " + $0 } ?? (kept ? "" : unmoved
                            ? " Nothing had moved when the link's handler returned: does `AppCoordinator.open(_:)` hand the link's routes (`AuthRoute.path(for:)`) to the flow's `show(_:)`, and does `show(_:)` set the path at once, not later or a screen at a time?"
                            : partial ? " (The grader looks right after the link's handler returns: a path that changes later, a screen at a time or after a delay, is not there yet.)" : ""))
                )
                guard shown else {
                    withExtendedLifetime(keeps) {}
                    return false
                }
                if expected.count > 1, user.availableGestures.contains(.tapBack), user.tapBack() {
                    user.open(url)
                    let again = expectScreens(
                        expected,
                        user: user,
                        after: "\(moment), Back, and the same link again",
                        why: "a link shows its screens every time it is opened, also the same link a second time."
                            + (SignInScreen.stack(of: user).count > expected.count ? " They are on top of the screens shown before: a link replaces the path (`path = routes`); is it appended to the path instead?" : "")
                    )
                    guard again else {
                        withExtendedLifetime(keeps) {}
                        return false
                    }
                }
                withExtendedLifetime(keeps) {}
            }
            return true
        }
    }

    /// Why a screen is missing from what a link or a restored path shows, when the cause is a
    /// screen pushed outside the path: a gesture along `gestures` that pushed a screen while the
    /// flow's encoded path stayed the same. `nil` when every push changed the path.
    private func screenPushedOutsidePath(along gestures: [Gesture], walk: FlowWalk) -> String? {
        var previous: (stack: [SignInScreen], data: Data?)?
        for count in 0...gestures.count {
            let probe = Probe()
            guard let (user, keeps) = walk.reach(Array(gestures.prefix(count)), launch: { launch(probe) }), let flow = probe.flow else { return nil }
            let now = (stack: SignInScreen.stack(of: user), data: Design.encodedPath(of: flow))
            withExtendedLifetime(keeps) {}
            if let previous, now.stack.count > previous.stack.count, now.data == previous.data, let top = now.stack.last {
                return "\(top) was pushed outside the path: \(gestures[count - 1]) showed it, and encodedPath() stayed the same. A NavigationLink with a destination view (or a navigationDestination(isPresented:)) pushes a screen the path does not hold, so a link that sets the path, or a restored path, cannot see it. Ask the coordinator for its route instead."
            }
            previous = now
        }
        return nil
    }

    /// Task 6: the path survives encoding and decoding, with every route's data.
    func pathSurvivesRestoration() {
        let walk = FlowWalk(depth: 3, typing: SignInScreen.typing, allows: { Self.allows($0) }, distinctBy: Self.picture)
        walk.visit(launch: { launch() }) { state in
            guard let app = state.keeps.first as? Design.AppModel, let flow = Design.flow(of: app) else {
                Verdict(expected: "\(state.sentence), the sign-in flow should be running.", actual: "The app coordinator has no sign-in flow. Finish task 4's first part: start the flow in the app coordinator's init.", hierarchyOf: state.user, kata: Self.kata).record()
                return false
            }
            guard let data = Design.encodedPath(of: flow) else {
                Verdict(expected: "\(state.sentence), encodedPath() should return the path, encoded.", actual: "It returned nil. Encode the whole path, routes and their data, for instance with `try? JSONEncoder().encode(path)`.", hierarchyOf: state.user, kata: Self.kata).record()
                return false
            }
            let restored = Probe()
            guard let (user, keeps) = launch(restored), let restoredFlow = restored.flow else { return false }
            Design.restorePath(from: data, in: restoredFlow)
            let expected = SignInScreen.expectedStack(after: state.path)
            let outside = SignInScreen.stack(of: user) == expected ? nil : screenPushedOutsidePath(along: state.path, walk: walk)
            let shown = expectScreens(
                expected,
                user: user,
                after: "\(state.sentence), then saving the path with encodedPath() and restoring it with restorePath(from:) in a new launch",
                why: "the restored path shows the same screens, each with its route's data." + (outside.map { " " + $0 } ?? "")
            )
            withExtendedLifetime(keeps) {}
            return shown
        }
    }

    /// Task 7: when the app lets go in any state, the flow, its screens and their state are released.
    func everythingReleasedWhenAppLetsGo() {
        var signedIn = false
        let walk = FlowWalk(depth: 4, typing: SignInScreen.typing, allows: { Self.allows($0, accept: true) }, distinctBy: Self.picture)
        let released = walk.visit(launch: { launch(keepingFlow: true) }, { state in
            signedIn = signedIn || SignInScreen.stack(of: state.user) == [.home]
            return true
        }, afterLettingGo: { letGo in
            letGo.tracker.expectAllReleased(after: letGo.moment(lettingGoOf: "its app coordinator and window"), of: "coordinator, screen and view state of the app", kata: Self.kata)
        })
        if released, !signedIn {
            Verdict(
                expected: "This check lets go of the app in every state, signed in or not: Accept should show Home. Finish task 4 first.",
                actual: "No state the walk reached showed Home.",
                kata: Self.kata
            ).record()
        }
        guard released else { return }
        // After a link too: the app launched in its scene, each link opened in every state,
        // then the scene closed: what a link set up (a completion re-wired, a flow started
        // again) must not keep the app alive.
        for link in SignInLink.all {
            guard let url = URL(string: link.url) else { continue }
            let linked = FlowWalk(depth: 2, typing: SignInScreen.typing, allows: { Self.allows($0, accept: true) }, distinctBy: Self.picture)
            let releasedAfterLink = linked.visit(launch: { launchApp() }, lettingGo: { user in
                user.open(url)
                user.closeScene()
            }, afterLettingGo: { letGo in
                letGo.tracker.expectAllReleased(after: letGo.moment(lettingGoOf: "its scene, just after \(link.url) was opened"), of: "coordinator, screen and view state of the app", kata: Self.kata)
            })
            guard releasedAfterLink else { return }
        }
    }
}
