import Foundation
import Kata
import Observation
import Testing

/// Views written as an iOS developer writes them, shown through a hosting controller.
private struct CounterView: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Add") { count += 1 }
        }
        .navigationTitle("Counter")
    }
}

private struct PhoneForm: View {
    @State private var phone = ""
    let onSend: (String) -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            TextField("Phone", text: $phone)
            if !phone.isEmpty {
                Text("We will text \(phone)")
            }
            Button("Send Code") { onSend(phone) }
                .disabled(phone.isEmpty)
        }
    }
}

@Observable
private final class Cart {
    var items: [String] = []
    var note = ""
}

/// Counts body evaluations, to show that only the views that read a change are evaluated again.
@MainActor
private final class Evaluations {
    var counts: [String: Int] = [:]
    func count(_ name: String) {
        counts[name, default: 0] += 1
    }
}

private struct CartView: View {
    let cart: Cart
    let evaluations: Evaluations

    var body: some View {
        let _ = evaluations.count("CartView")
        VStack {
            CartSummary(cart: cart, evaluations: evaluations)
            StaticFooter(evaluations: evaluations)
        }
    }
}

private struct CartSummary: View {
    let cart: Cart
    let evaluations: Evaluations

    var body: some View {
        let _ = evaluations.count("CartSummary")
        Text("\(cart.items.count) items")
    }
}

private struct StaticFooter: View {
    let evaluations: Evaluations

    var body: some View {
        let _ = evaluations.count("StaticFooter")
        Text("Thank you")
    }
}

/// A page that reads the cart itself and shows a summary that reads it too.
private struct CartPage: View {
    let cart: Cart
    let evaluations: Evaluations

    var body: some View {
        let _ = evaluations.count("CartPage")
        VStack {
            Text(cart.items.isEmpty ? "Empty" : "Ready")
            CartSummary(cart: cart, evaluations: evaluations)
        }
    }
}

private struct Toggler: View {
    @State private var showsCounter = true

    var body: some View {
        VStack {
            Button("Toggle") { showsCounter.toggle() }
            if showsCounter {
                CounterView()
            }
        }
    }
}

private struct NoteEditor: View {
    @Bindable var cart: Cart

    var body: some View {
        TextField("Note", text: $cart.note)
    }
}

private struct EnvironmentReader: View {
    @Environment(Cart.self) private var cart
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("Items: \(cart.items.joined(separator: ", "))")
            Button("Close") { dismiss() }
        }
    }
}

/// A view whose environment object no ancestor provides.
private struct NeedsCart: View {
    @Environment(Cart.self) private var cart
    static let declarationLine = #line - 1

    var body: some View {
        Text("Items: \(cart.items.count)")
    }
}

private struct Row: Identifiable {
    let id: Int
    let title: String
}

private struct RowView: View {
    let row: Row
    @State private var taps = 0

    var body: some View {
        Button("\(row.title) \(taps)") { taps += 1 }
    }
}

private struct Bordered: ViewModifier {
    func body(content: Content) -> some View {
        VStack {
            Text("Header")
            content
        }
    }
}

@MainActor
@Suite("SwiftUI: views, state and re-evaluation, shown through UIHostingController")
struct SwiftUIViewsTests {
    let log = EventLog()

    /// A window showing a navigation controller whose root is `view` in a hosting controller.
    func show<Content: View>(_ view: Content) -> (User, UINavigationController) {
        let navigationController = UINavigationController(rootViewController: UIHostingController(rootView: view))
        let window = visibleWindow(root: navigationController)
        return (User(window: window), navigationController)
    }

    @Test("@State changes when the user taps, and the body shows the new value; the navigation title goes to the navigation item")
    func stateAndTaps() {
        let (user, navigationController) = show(CounterView())
        #expect(user.visibleTexts == ["Count: 0"])
        user.tap("Add")
        user.tap("Add")
        #expect(user.visibleTexts == ["Count: 2"])
        #expect(navigationController.topViewController?.navigationItem.title == "Counter")
    }

    /// SwiftUI keeps a view's platform view while the view keeps its place and updates it, as
    /// Apple documents for `UIViewRepresentable` ("the system calls makeUIView(context:) once …
    /// and updateUIView(_:context:) for subsequent updates"): the label and the button on screen
    /// are the same objects after a change, with the new text, and the button's action is the
    /// body's latest, not one more.
    @Test("A change updates the labels and buttons already on screen: the same views, the new text, one action")
    func platformViewsKept() throws {
        let (user, navigationController) = show(CounterView())
        let screen = try #require(navigationController.topViewController?.view)
        func views<T: UIView>(_ type: T.Type, in view: UIView) -> [T] {
            ((view as? T).map { [$0] } ?? []) + view.subviews.flatMap { views(type, in: $0) }
        }
        let label = try #require(views(UILabel.self, in: screen).first)
        let button = try #require(views(UIButton.self, in: screen).first)
        user.tap("Add")
        #expect(views(UILabel.self, in: screen).first === label)
        #expect(views(UIButton.self, in: screen).first === button)
        #expect(label.text == "Count: 1")
        user.tap("Add")
        #expect(label.text == "Count: 2", "one tap, one increment: the action is replaced, not added")
    }

    @Test("A field bound to @State: typing updates the state, the body shows it, and the button is enabled only then")
    func fieldsAndBindings() {
        var sent: [String] = []
        let (user, _) = show(PhoneForm { sent.append($0) })
        #expect(user.fieldLabels == ["Phone"])
        #expect(!user.tappableLabels.contains("Send Code"), "disabled(_:) disables the button")
        user.type("555-0100", into: "Phone")
        #expect(user.visibleTexts == ["We will text 555-0100"])
        user.tap("Send Code")
        #expect(sent == ["555-0100"])
    }

    /// Apple, "Managing model data in your app": SwiftUI updates a view when an observable property
    /// its body reads changes, and only such a view.
    @Test("An @Observable change evaluates again exactly the views that read it, when the turn ends")
    func observationReevaluatesReaders() {
        let cart = Cart()
        let evaluations = Evaluations()
        let (user, _) = show(CartView(cart: cart, evaluations: evaluations))
        #expect(user.visibleTexts == ["0 items", "Thank you"])
        #expect(evaluations.counts == ["CartView": 1, "CartSummary": 1, "StaticFooter": 1])
        cart.items.append("Tea")
        #expect(evaluations.counts["CartSummary"] == 1, "nothing is evaluated before the turn ends")
        MainTurn.end()
        #expect(evaluations.counts == ["CartView": 1, "CartSummary": 2, "StaticFooter": 1])
        #expect(user.visibleTexts == ["1 items", "Thank you"])
    }

    /// Apple, "Managing model data in your app": SwiftUI updates a view when an observable
    /// property its body reads changes; a view whose parent's update made it again is up to
    /// date, so one change evaluates each reader once per turn, however many read it.
    @Test("A change a view and its parent both read evaluates each of them once")
    func parentAndChildReadersEvaluatedOnce() {
        let cart = Cart()
        let evaluations = Evaluations()
        let (user, _) = show(CartPage(cart: cart, evaluations: evaluations))
        cart.items.append("Tea")
        MainTurn.end()
        #expect(evaluations.counts == ["CartPage": 2, "CartSummary": 2])
        #expect(user.visibleTexts == ["Ready", "1 items"])
    }

    @Test("@State lives as long as its view's place in the tree: taken out and put back, it starts afresh")
    func stateResetsWithIdentity() {
        let (user, _) = show(Toggler())
        user.tap("Add")
        #expect(user.visibleTexts == ["Count: 1"])
        user.tap("Toggle")
        #expect(user.visibleTexts.isEmpty)
        user.tap("Toggle")
        #expect(user.visibleTexts == ["Count: 0"])
    }

    /// Apple, "Bindable": "A property wrapper type that supports creating bindings to the mutable
    /// properties of observable objects", so a field bound through it writes to the view model.
    @Test("@Bindable makes bindings to an observable object's properties")
    func bindable() {
        let cart = Cart()
        let (user, _) = show(NoteEditor(cart: cart))
        user.type("Leave at the door", into: "Note")
        #expect(cart.note == "Leave at the door")
    }

    @Test("@Environment reads an object an ancestor put there, and dismiss closes the sheet it is in")
    func environment() {
        let cart = Cart()
        cart.items = ["Tea", "Milk"]
        let root = UIViewController()
        let window = visibleWindow(root: root)
        let sheet = UIHostingController(rootView: EnvironmentReader().environment(cart))
        root.present(sheet, animated: true)
        let user = User(window: window)
        #expect(user.visibleTexts == ["Items: Tea, Milk"])
        user.tap("Close")
        #expect(root.presentedViewController == nil)
    }

    @Test("dismiss in a pushed hosting controller pops it")
    func dismissPops() {
        let (user, navigationController) = show(CounterView())
        navigationController.pushViewController(UIHostingController(rootView: EnvironmentReader().environment(Cart())), animated: true)
        user.tap("Close")
        #expect(navigationController.viewControllers.count == 1)
    }

    @Test("ForEach keeps each row's state with its element when the rows are reordered")
    func forEachIdentity() {
        let host = UIHostingController(rootView: List([Row(id: 1, title: "A"), Row(id: 2, title: "B")]) { RowView(row: $0) })
        let window = visibleWindow(root: host)
        let user = User(window: window)
        user.tap("B 0")
        #expect(user.tappableLabels == ["A 0", "B 1"])
        host.rootView = List([Row(id: 2, title: "B"), Row(id: 1, title: "A")]) { RowView(row: $0) }
        #expect(user.tappableLabels == ["B 1", "A 0"])
    }

    @Test("onAppear and onDisappear run as the hosting controller's screen comes and goes")
    func appearAndDisappear() {
        let log = self.log
        let detail = Text("Detail")
            .onAppear { log.append("appear") }
            .onDisappear { log.append("disappear") }
        let (user, navigationController) = show(CounterView())
        navigationController.pushViewController(UIHostingController(rootView: detail), animated: true)
        #expect(log.take().isEmpty, "nothing appears before the turn ends")
        MainTurn.end()
        #expect(log.take() == ["appear"])
        user.tapBack()
        #expect(log.take() == ["disappear"])
    }

    @Test("Buttons are found by accessibility identifier, and a custom ViewModifier wraps its content")
    func identifiersAndModifiers() {
        var tapped = false
        let (user, _) = show(Button("Go") { tapped = true }.accessibilityIdentifier("go-button").modifier(Bordered()))
        #expect(user.visibleTexts == ["Header"])
        user.tap("go-button")
        #expect(tapped)
    }

    @Test("An environment object no ancestor provides is reported at the property's line, and the view shows nothing instead of stopping the app")
    func missingEnvironmentObject() {
        let reports = ModelReportLog()
        let user = reports.collect {
            show(VStack {
                Text("Header")
                NeedsCart()
            }).0
        }
        #expect(user.visibleTexts == ["Header"])
        let report = reports.reports.first
        #expect(report?.message.hasPrefix("NeedsCart reads @Environment(Cart.self), but no view above it provides a Cart.") == true, "\(reports.messages)")
        #expect(report?.message.hasSuffix("Add .environment(…) with the Cart to a view above it, such as the root of the flow.") == true)
        #expect(report?.callSite?.line == NeedsCart.declarationLine)
    }

    @Test("A tap on a button a SwiftUI screen does not show gets SwiftUI advice, never viewDidLoad's")
    func missingButtonAdvice() {
        let (user, _) = show(CounterView())
        withKnownIssue {
            user.tap("Missing")
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("the view's body shows it") && !$0.rawValue.contains("viewDidLoad") }
        }
    }
}
