import Foundation
import Kata
import Observation
import Testing

/// Internal, not private: like SwiftUI, the codable form finds a type by its name, which private types do not have.
enum StackTestRoute: Hashable, Codable {
    case code(phone: String)
    case terms
}

@Observable
@MainActor
private final class StackTestCoordinator {
    var path: [StackTestRoute] = []

    func navigate(to route: StackTestRoute) {
        path.append(route)
    }
}

@MainActor
@Observable
private final class StackTestCart {
    var items: [String] = []
}

private struct CartScreen: View {
    @State private var cart = StackTestCart()

    var body: some View {
        Text("\(cart.items.count) items")
    }
}

private struct FlowView: View {
    @Bindable var coordinator: StackTestCoordinator

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            PhoneView(coordinator: coordinator)
                .navigationDestination(for: StackTestRoute.self) { route in
                    switch route {
                    case let .code(phone): CodeView(phone: phone)
                    case .terms: Text("Terms").navigationTitle("Terms")
                    }
                }
        }
    }
}

private struct PhoneView: View {
    let coordinator: StackTestCoordinator
    @State private var phone = ""

    var body: some View {
        VStack {
            TextField("Phone", text: $phone)
            Button("Send Code") { coordinator.navigate(to: .code(phone: phone)) }
            NavigationLink("Terms", value: StackTestRoute.terms)
        }
        .navigationTitle("Sign In")
    }
}

private struct CodeView: View {
    let phone: String
    @State private var code = ""
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("Code sent to \(phone)")
            TextField("Code", text: $code)
            Button("Change Number") { dismiss() }
        }
        .navigationTitle("Code")
    }
}

private struct NestedStacks: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Inner", value: 1)
                .navigationDestination(for: Int.self) { _ in
                    NavigationStack { Text("Inner stack") }
                }
        }
    }
}

/// A mistake SwiftUI warns about: the body itself changes state.
private struct CountsInBody: View {
    @State private var evaluations = 0

    var body: some View {
        let _ = { evaluations += 1 }()
        Text("Evaluated")
    }
}

/// A mistake SwiftUI warns about: onChange changes the value it watches.
private struct ChangesWhatItWatches: View {
    @State private var count = 0

    var body: some View {
        Button("Count \(count)") { count += 1 }
            .onChange(of: count) { count += 1 }
    }
}

private struct ViewLinks: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Details") {
                CodeView(phone: "9")
            }
        }
    }
}

/// A toolbar of one button, without ToolbarItem, as much real code writes it.
private struct SignedIn: View {
    @State private var signedOut = false

    var body: some View {
        NavigationStack {
            Text(signedOut ? "Signed out" : "Welcome")
                .toolbar { Button("Sign Out") { signedOut = true } }
        }
    }
}

private struct ToolbarAndFlag: View {
    @State private var showsHelp = false
    @State private var saves = 0

    var body: some View {
        NavigationStack {
            Text("Saved \(saves)")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button("Save") { saves += 1 }
                    }
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Help") { showsHelp = true }
                    }
                }
                .navigationDestination(isPresented: $showsHelp) {
                    Text("Help")
                }
        }
    }
}

@MainActor
@Suite("SwiftUI: NavigationStack driven by a path, with the user's back gestures")
struct NavigationStackTests {
    @Test("The path decides what is visible: a value appended by the coordinator pushes its destination, with the route's data")
    func pathDrivesTheStack() {
        let coordinator = StackTestCoordinator()
        let user = launch(FlowView(coordinator: coordinator))
        #expect(user.visibleViewController?.navigationItem.title == "Sign In")
        user.type("555-0100", into: "Phone")
        user.tap("Send Code")
        #expect(coordinator.path == [.code(phone: "555-0100")])
        #expect(user.visibleTexts == ["Code sent to 555-0100"])
        #expect(user.visibleViewController?.navigationItem.title == "Code")
        #expect(user.hierarchy.lines.contains { $0.hasSuffix("CodeView \"Code\" for code(phone: \"555-0100\")   ◀ visible") }, "\(user.hierarchy)")
        #expect(user.journal.entries.last?.summary == "set NavigationStack stack to [PhoneView \"Sign In\", CodeView \"Code\" for code(phone: \"555-0100\")]")
    }

    @Test("Back and a finished back swipe shrink the bound path; a swipe let go halfway leaves it")
    func backShrinksThePath() {
        let coordinator = StackTestCoordinator()
        let user = launch(FlowView(coordinator: coordinator))
        coordinator.path = [.code(phone: "1"), .terms]
        #expect(user.visibleTexts == ["Terms"])
        user.swipeBack(completing: false)
        #expect(coordinator.path == [.code(phone: "1"), .terms])
        user.swipeBack()
        #expect(coordinator.path == [.code(phone: "1")])
        user.tapBack()
        #expect(coordinator.path.isEmpty)
        #expect(user.visibleViewController?.navigationItem.title == "Sign In")
    }

    @Test("A popped screen's @State is gone: pushed again, it starts afresh")
    func stateResetsAfterPop() {
        let coordinator = StackTestCoordinator()
        let user = launch(FlowView(coordinator: coordinator))
        coordinator.navigate(to: .code(phone: "1"))
        user.type("1234", into: "Code")
        user.tap("Change Number")
        #expect(coordinator.path.isEmpty, "dismiss in a destination pops it, shrinking the path")
        coordinator.navigate(to: .code(phone: "1"))
        MainTurn.end()
        let field = user.visibleViewController.flatMap { textFields(in: $0.view) }?.first
        #expect(field?.text == "")
    }

    @Test("The journal names the line of the action that changed the path: a button's, a link's; a change made outside any action names none")
    func journalNamesTheAction() throws {
        let coordinator = StackTestCoordinator()
        let user = launch(FlowView(coordinator: coordinator))
        user.type("555", into: "Phone")
        user.tap("Send Code")
        let source = try String(contentsOfFile: #filePath, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let buttonLine = try #require(source.firstIndex { $0.contains("Button(\"Send Code\")") }) + 1
        let pushed = try #require(user.journal.entries.last { $0.kind == .setViewControllers })
        #expect(pushed.callSite?.fileID == "KataTests/NavigationStackTests.swift")
        #expect(pushed.callSite?.line == buttonLine)
        coordinator.path.removeAll()
        MainTurn.end()
        let popped = try #require(user.journal.entries.last { $0.kind == .setViewControllers })
        #expect(popped.sequence > pushed.sequence)
        #expect(popped.callSite == nil, "the path changed outside any action of the app's views")
        user.tap("Terms")
        let linkLine = try #require(source.firstIndex { $0.contains("NavigationLink(\"Terms\"") }) + 1
        let linked = try #require(user.journal.entries.last { $0.kind == .setViewControllers })
        #expect(linked.callSite?.line == linkLine, "a link names its own line")
    }

    @Test("A lifetime tracker watches the state of views that join the tree: a popped screen's @State is released, a visible one's is not")
    func trackerFollowsViewState() {
        let tracker = LifetimeTracker()
        let coordinator = StackTestCoordinator()
        let user = tracker.trackingCreatedControllers { () -> User in
            let user = launch(FlowView(coordinator: coordinator))
            coordinator.navigate(to: .code(phone: "1"))
            MainTurn.end()
            return user
        }
        #expect(tracker.trackedNames.contains("PhoneView's @State phone"))
        #expect(tracker.trackedNames.contains("CodeView's @State code"))
        user.tapBack()
        let alive = tracker.survivors.map(\.name)
        #expect(alive.contains("PhoneView's @State phone"), "the phone screen is still on screen")
        #expect(!alive.contains("CodeView's @State code"), "the popped code screen's state went with it")
    }

    @Test("An observable object a view holds in @State is watched too, and released with the view")
    func trackerFollowsObjectsInState() {
        let tracker = LifetimeTracker()
        let window = visibleWindow(root: UIViewController())
        tracker.trackingCreatedControllers {
            window.rootViewController = UIHostingController(rootView: CartScreen())
            MainTurn.end()
        }
        #expect(tracker.trackedNames.contains("StackTestCart, held in CartScreen's @State cart"))
        #expect(tracker.survivors.count == 3, "the hosting controller, the state and the object it holds")
        window.rootViewController = UIViewController()
        #expect(tracker.survivors.isEmpty, "\(tracker.survivorsMessage(after: "the screen was replaced") ?? "")")
    }

    @Test("A path set several levels deep in one step makes one transition: the screens between never load")
    func deepPathInOneStep() throws {
        let coordinator = StackTestCoordinator()
        let user = launch(FlowView(coordinator: coordinator))
        coordinator.path = [.code(phone: "1"), .terms]
        #expect(user.visibleTexts == ["Terms"])
        let stack = try #require(user.visibleViewController?.navigationController)
        #expect(stack.viewControllers.count == 3)
        #expect(stack.viewControllers[1].isViewLoaded == false)
    }

    @Test("A path of routes with data survives encoding and decoding, as NavigationPath's codable form")
    func navigationPathCodable() throws {
        var path = NavigationPath()
        path.append(StackTestRoute.code(phone: "555-0100"))
        path.append(7)
        let data = try JSONEncoder().encode(try #require(path.codable))
        let restored = NavigationPath(try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data))
        #expect(restored == path)
        #expect(restored.count == 2)
        struct NotCodable: Hashable {}
        path.append(NotCodable())
        #expect(path.codable == nil)
    }

    @Test("A NavigationStack inside another's destination is reported")
    func nestedStacks() {
        let user = launch(NestedStacks())
        let reports = ModelReportLog()
        reports.collect {
            _ = user.tap("Inner")
        }
        #expect(reports.messages.contains { $0.hasPrefix("A NavigationStack was placed inside another NavigationStack's screen.") })
    }

    @Test("A UIKit coordinator pushes SwiftUI screens, and the user acts on them")
    func hostingInUIKit() {
        let navigationController = UINavigationController(rootViewController: UIViewController())
        let user = User(window: visibleWindow(root: navigationController))
        var sent: [String] = []
        let phone = UIHostingController(rootView: VStack {
            Text("Welcome")
            Button("Continue") { sent.append("continue") }
        })
        navigationController.pushViewController(phone, animated: true)
        user.tap("Continue")
        #expect(sent == ["continue"])
        user.tapBack()
        #expect(navigationController.viewControllers.count == 1)
    }

    @Test("toolbar buttons go to the navigation bar, at their placement, and the user taps them")
    func toolbar() throws {
        let user = launch(ToolbarAndFlag())
        let item = try #require(user.visibleViewController?.navigationItem)
        #expect(item.rightBarButtonItems?.map(\.title) == ["Save"])
        #expect(item.leftBarButtonItems?.map(\.title) == ["Help"])
        user.tap("Save")
        #expect(user.visibleTexts == ["Saved 1"])
    }

    @Test("navigationDestination(isPresented:) pushes while true, and Back sets it back to false")
    func presentedDestination() {
        let user = launch(ToolbarAndFlag())
        user.tap("Help")
        #expect(user.visibleTexts == ["Help"])
        user.tapBack()
        #expect(user.visibleTexts == ["Saved 0"])
        user.tap("Help")
        #expect(user.visibleTexts == ["Help"], "the flag went back to false, so it pushes again")
    }

    @Test("Letting go of a SwiftUI flow releases its observable coordinator, its screens and its views' state")
    func releaseWhenLetGo() {
        let tracker = LifetimeTracker()
        let window = visibleWindow(root: UIViewController())
        do {
            let coordinator = StackTestCoordinator()
            tracker.track(coordinator)
            let host = UIHostingController(rootView: FlowView(coordinator: coordinator))
            tracker.track(host)
            window.rootViewController = host
            let user = User(window: window)
            user.type("555", into: "Phone")
            user.tap("Send Code")
            if let code = user.visibleViewController {
                tracker.track(code)
            }
        }
        window.rootViewController = UIViewController()
        #expect(tracker.survivors.isEmpty, "\(tracker.survivorsMessage(after: "the flow was let go") ?? "")")
    }

    @Test("A body that changes @State while it is evaluated is reported, as SwiftUI warns")
    func stateChangedInBody() {
        let reports = ModelReportLog()
        reports.collect {
            _ = launch(CountsInBody()).visibleTexts
        }
        #expect(reports.messages.contains { $0.hasPrefix("Modifying state during view update") && $0.contains("CountsInBody") }, "\(reports.messages)")
    }

    @Test("Views that keep changing state in response to their own updates are stopped and reported, not looped")
    func updateLoop() {
        let reports = ModelReportLog()
        reports.collect {
            let user = launch(ChangesWhatItWatches())
            _ = user.tap("Count 0")
        }
        #expect(reports.messages.contains { $0.hasPrefix("The views kept changing state in response to their own updates") }, "\(reports.messages)")
    }

    @Test("NavigationLink(destination:) pushes its view outside the path; Back pops it, and its state goes with it")
    func viewLinks() {
        let user = launch(ViewLinks())
        user.tap("Details")
        #expect(user.visibleTexts == ["Code sent to 9"])
        user.type("12", into: "Code")
        user.tapBack()
        #expect(user.tappableLabels == ["Details"])
        user.tap("Details")
        #expect(user.visibleViewController.flatMap { textFields(in: $0.view) }?.first?.text == "")
    }

    @Test("A toolbar of a single button, without ToolbarItem, puts it in the navigation bar")
    func singleButtonToolbar() {
        let user = launch(SignedIn())
        user.tap("Sign Out")
        #expect(user.visibleTexts == ["Signed out"])
    }
}
