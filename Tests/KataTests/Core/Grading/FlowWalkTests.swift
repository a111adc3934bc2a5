import Kata
import KataGrading
import Testing

@MainActor
@Suite("FlowWalk: every state a user reaches, named by the gestures that lead there")
struct FlowWalkTests {
    let log = EventLog()

    /// A two-screen app: A's Next pushes B.
    func launch() -> (user: User, keeps: [AnyObject])? {
        let a = Screen("A", log: log)
        let navigationController = UINavigationController(rootViewController: a)
        a.addButton("Next") { [weak navigationController, log] in
            navigationController?.pushViewController(Screen("B", log: log), animated: true)
        }
        return (User(window: visibleWindow(root: navigationController)), [])
    }

    /// A form with a Phone field whose Send pushes a code screen; Send may wait, disabled, for a number.
    func phoneForm(sendWaitsForNumber: Bool) -> (user: User, keeps: [AnyObject])? {
        let form = Screen("Form", log: log)
        let field = UITextField()
        field.placeholder = "Phone"
        form.view.addSubview(field)
        let navigationController = UINavigationController(rootViewController: form)
        form.addButton("Send") { [weak navigationController, log] in
            navigationController?.pushViewController(Screen("Code", log: log), animated: true)
        }
        if sendWaitsForNumber, let send = form.view.subviews.compactMap({ $0 as? UIButton }).first(where: { $0.currentTitle == "Send" }) {
            send.isEnabled = false
            field.addAction(UIAction { [weak field, weak send] _ in
                send?.isEnabled = !(field?.text ?? "").isEmpty
            }, for: .editingChanged)
        }
        return (User(window: visibleWindow(root: navigationController)), [])
    }

    @Test("Breadth first: Next, then each way back, abandoned swipes included")
    func paths() {
        var stories: [String] = []
        let completed = FlowWalk(depth: 2).visit(launch: launch) { state in
            stories.append(state.story)
            return true
        }
        #expect(completed)
        #expect(stories == [
            "right after the app started",
            "after \"Next\"",
            "after \"Next\", then Back",
            "after \"Next\", then Back swiped",
            "after \"Next\", then Back swiped half way and let go",
        ])
    }

    @Test("A state whose check only looked goes on to its first next state; after a check that acted, its next states launch again")
    func launchesShared() {
        var launches = 0
        var stories: [String] = []
        FlowWalk(depth: 2).visit(launch: {
            launches += 1
            return launch()
        }) { state in
            stories.append(state.story)
            return true
        }
        #expect(launches == 3, "the start, Next and Back share one launch; the finished and the abandoned swipe launch again")
        var storiesWhenActing: [String] = []
        launches = 0
        FlowWalk(depth: 2).visit(launch: {
            launches += 1
            return launch()
        }) { state in
            storiesWhenActing.append(state.story)
            if state.path.isEmpty {
                state.user.tap("Next")
            }
            return true
        }
        #expect(launches == 4, "the start's check tapped Next, so Next launches again")
        #expect(storiesWhenActing == stories)
    }

    @Test("Interchangeable gestures are made as the first of them before a path's last gesture, and as each of them last")
    func interchangeableGestures() {
        var walk = FlowWalk(depth: 4)
        walk.interchangeable = [.tapBack, .swipeBack(completing: true)]
        var paths: [[Gesture]] = []
        walk.visit(launch: launch) { state in
            paths.append(state.path)
            return true
        }
        #expect(!paths.contains { $0.dropLast().contains(.swipeBack(completing: true)) })
        #expect(paths.contains([.tap("Next"), .tapBack, .tap("Next"), .swipeBack(completing: true)]))
        #expect(paths.contains([.tap("Next"), .tapBack, .tap("Next"), .tapBack]))
        #expect(paths.contains([.tap("Next"), .swipeBack(completing: false), .swipeBack(completing: true)]))
        var all = 0
        FlowWalk(depth: 4).visit(launch: launch) { _ in
            all += 1
            return true
        }
        #expect(paths.count < all)
    }

    @Test("A visit that returns false stops the walk; a state seen before is skipped with distinctBy, unless the user came back or let a gesture go on the way")
    func stopAndDistinct() {
        var visited = 0
        let completed = FlowWalk(depth: 3).visit(launch: launch) { state in
            visited += 1
            return state.path.count < 2
        }
        #expect(!completed)
        #expect(visited == 3)
        var distinct: [String] = []
        FlowWalk(depth: 3, distinctBy: { $0.hierarchy.lines.joined() }).visit(launch: launch) { state in
            distinct.append(state.story)
            return true
        }
        #expect(distinct == [
            "right after the app started",
            "after \"Next\"",
            "after \"Next\", then Back",
            "after \"Next\", then Back swiped half way and let go",
            "after \"Next\", then Back, then \"Next\"",
            "after \"Next\", then Back swiped half way and let go, then Back swiped half way and let go",
        ], "the same picture after going back, or after a swipe let go halfway, is visited once more: the app's own state may differ; a finished swipe back is the same history as Back; a swipe let go after an earlier one is a history of its own")
    }

    @Test("After letting go, the tracker watches every controller the path created")
    func lettingGo() {
        var leaked: [String] = []
        var kept: [UIViewController] = []
        FlowWalk(depth: 1).visit(launch: launch, { state in
            if let top = state.user.visibleViewController, state.path.count == 1 {
                kept.append(top)
            }
            return true
        }, afterLettingGo: { letGo in
            leaked += letGo.tracker.survivors.map { "\(letGo.moment(lettingGoOf: "it")): \($0.name)" }
            return true
        })
        #expect(leaked == ["\"Next\", then the app letting go of it: Screen"], "B, kept by the test, survives; A, let go, does not")
        #expect(kept.count == 1)
    }

    @Test("Typing fills the named fields before each tap, and the story says so")
    func typing() {
        var stories: [String] = []
        FlowWalk(depth: 1, typing: ["Name": "Ada"]).visit(launch: {
            let form = Screen("Form", log: log)
            let field = UITextField()
            field.placeholder = "Name"
            form.view.addSubview(field)
            form.addButton("Save") {}
            return (User(window: visibleWindow(root: UINavigationController(rootViewController: form))), [])
        }) { state in
            stories.append(state.story)
            return true
        }
        #expect(stories.last == "after typing \"Ada\" into Name and tapping \"Save\"")
    }

    @Test("Each state knows what the user saw before its last gesture, so a check can apply a rule on every edge")
    func edges() {
        var edges: [String] = []
        FlowWalk(depth: 3).visit(launch: launch) { state in
            if state.followed(.tap("Next"), on: "Screen") {
                edges.append(state.story)
            }
            #expect((state.visibleBefore == nil) == state.path.isEmpty)
            #expect((state.before == nil) == state.path.isEmpty)
            return true
        }
        #expect(edges == ["after \"Next\"", "after \"Next\", then Back, then \"Next\"", "after \"Next\", then Back swiped, then \"Next\""],
                "Next is tapped on A at the start and after each way back")
    }

    @Test("Values typed in turn: the second time a path fills a field, the second value, for the same step with other data")
    func typingInTurn() {
        var typed: [String: [String: String]] = [:]
        var latest: [String: [String: String]] = [:]
        FlowWalk(depth: 3, typingInTurn: ["Phone": ["555-0100", "555-0199"]]).visit(launch: { phoneForm(sendWaitsForNumber: false) }) { state in
            typed[state.story] = state.typedLast
            latest[state.story] = state.lastTypedInto
            return true
        }
        #expect(typed["after typing \"555-0100\" into Phone and tapping \"Send\""] == ["Phone": "555-0100"])
        #expect(typed["after typing \"555-0100\" into Phone and tapping \"Send\", then Back, then typing \"555-0199\" into Phone and tapping \"Send\""] == ["Phone": "555-0199"])
        #expect(typed["after typing \"555-0100\" into Phone and tapping \"Send\", then Back"] == [:], "Back types nothing")
        #expect(latest["after typing \"555-0100\" into Phone and tapping \"Send\", then Back"] == ["Phone": "555-0100"], "what was typed last along the path stays")
        #expect(latest["right after the app started"] == [:])
    }

    @Test("A button that waits for its field is tried: the walk fills the field before it lists what the screen offers")
    func buttonWaitingForItsField() {
        var stories: [String] = []
        FlowWalk(depth: 1, typing: ["Phone": "555-0100"]).visit(launch: { phoneForm(sendWaitsForNumber: true) }) { state in
            stories.append(state.story)
            return true
        }
        #expect(stories == ["right after the app started", "after typing \"555-0100\" into Phone and tapping \"Send\""])
    }
}
