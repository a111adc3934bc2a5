import Foundation
import Kata
import Observation
import Testing

/// A route as Swift 6 apps declare it: `Sendable`, so it may be made on any actor.
enum IsolationTestRoute: Hashable, Sendable {
    case order(id: Int)
    case receipt
}

/// The Swift 6 form of a coordinator that makes bindings from its own properties: `@MainActor`,
/// so the `@Sendable` closures of `Binding(get:set:)` capture a `Sendable` `self` and take the
/// main actor. A coordinator that is neither isolated nor `Sendable` draws "capture of 'self' with
/// non-Sendable type in a '@Sendable' closure" in Swift 6 mode against SwiftUI too (a warning
/// while the initializer is `@preconcurrency`); in Swift 5 mode it compiles, see `Swift5ModeTests`.
@MainActor
private final class IsolationTestCoordinator: ObservableObject {
    @Published var path = NavigationPath()
    @Published var isShowingHelp = false

    var pathBinding: Binding<NavigationPath> {
        Binding(get: { self.path }, set: { self.path = $0 })
    }

    func show(_ route: IsolationTestRoute) {
        path.append(route)
    }
}

/// An `ObservableObject` that is not `@MainActor`, keeping a flag in `@AppStorage`.
private final class IsolationTestSettings: ObservableObject {
    @AppStorage("kata-isolation-onboarded") var hasOnboarded = false

    func completeOnboarding() {
        hasOnboarded = true
    }
}

private struct IsolationTestFlow: View {
    @ObservedObject var coordinator: IsolationTestCoordinator

    var body: some View {
        NavigationStack(path: coordinator.pathBinding) {
            Text("Orders")
                .navigationTitle("Orders")
                .navigationDestination(for: IsolationTestRoute.self) { route in
                    Text("\(String(describing: route))").navigationTitle("Detail")
                }
        }
    }
}

/// Whether a value's type is `Sendable`, checked by the compiler.
private func sendable<T: Sendable>(_ value: T) -> T {
    value
}

@MainActor
@Suite("Isolation as Apple declares it: bindings, stored values and routes across actors (Swift 6 mode)")
struct IsolationAsDeclaredTests {
    /// Apple, "init(get:set:)": `@preconcurrency init(get: @escaping @isolated(any) @Sendable () ->
    /// Value, set: …)`; closures made on the main actor keep it, so a `@MainActor` coordinator's
    /// binding reads and writes its properties, and the stack follows it.
    @Test("A @MainActor coordinator's Binding(get:set:) drives a stack in Swift 6 mode")
    func mainActorCoordinatorBinding() {
        let coordinator = IsolationTestCoordinator()
        let user = launch(IsolationTestFlow(coordinator: coordinator))
        coordinator.show(.order(id: 7))
        MainTurn.end()
        #expect(user.visibleTexts == ["order(id: 7)"])
        user.tapBack()
        #expect(coordinator.path.isEmpty, "Back wrote the shorter path through the binding's setter")
    }

    /// Apple, "Binding": "A binding conforms to Sendable only if its wrapped value type also
    /// conforms to Sendable. It is always safe to pass a sendable binding between different
    /// concurrency domains"; whether its value may be used there depends on its closures' actor:
    /// these are made in a nonisolated function, so they belong to none.
    @Test("A Binding of a Sendable value crosses actors, and its nonisolated closures run there")
    func sendableBinding() async {
        let store = IsolationTestBox()
        let binding = sendable(sharedBinding(to: store))
        let read = await Task.detached {
            binding.wrappedValue = 5
            return binding.wrappedValue
        }.value
        #expect(read == 5)
        #expect(store.value == 5)
    }

    /// Apple, "AppStorage": `@frozen @propertyWrapper struct AppStorage<Value>`, with no actor
    /// isolation, so in Swift 6 mode too an `ObservableObject` that is not `@MainActor` keeps a
    /// value in it.
    @Test("@AppStorage in an ObservableObject that is not @MainActor stores and reads its value")
    func appStorageInAPlainObject() {
        UserDefaults.standard.removeObject(forKey: "kata-isolation-onboarded")
        defer { UserDefaults.standard.removeObject(forKey: "kata-isolation-onboarded") }
        let settings = IsolationTestSettings()
        #expect(settings.hasOnboarded == false)
        settings.completeOnboarding()
        #expect(UserDefaults.standard.bool(forKey: "kata-isolation-onboarded"))
        #expect(IsolationTestSettings().hasOnboarded)
    }

    /// Apple, "Sendable": value types whose stored properties are all `Sendable` may cross
    /// actors; "NavigationStack": a stack shows the destination of each value appended to its
    /// path. A route made off the main actor reaches a main-actor coordinator, which pushes it.
    @Test("A Sendable route made in a detached task is handed to a @MainActor coordinator, which pushes it")
    func routeCrossesActors() async {
        let coordinator = IsolationTestCoordinator()
        let user = launch(IsolationTestFlow(coordinator: coordinator))
        let route = await Task.detached { IsolationTestRoute.order(id: 42) }.value
        coordinator.show(route)
        MainTurn.end()
        #expect(user.visibleTexts == ["order(id: 42)"])
        #expect(user.visibleViewController?.navigationItem.title == "Detail")
    }

    /// Apple, "UIColor", "UIFont", "UIImage", "UIEdgeInsets": UIKit declares them `Sendable`, so
    /// an app's theme or layout constants are made off the main actor and used on it.
    @Test("UIKit's colours, fonts, images and insets are Sendable values")
    func uiKitValuesAreSendable() async {
        let theme = await Task.detached {
            (sendable(UIColor.systemBlue), sendable(UIFont.systemFont(ofSize: 17)), sendable(UIImage(systemName: "star")), sendable(UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)))
        }.value
        #expect(theme.0 == .systemBlue)
        #expect(theme.1.pointSize == 17)
        #expect(theme.2?.description == "star")
        #expect(theme.3.left == 16)
    }

    /// Apple, "SceneStorage" (`@frozen @propertyWrapper struct SceneStorage<Value>`),
    /// "Environment" (`@frozen @propertyWrapper struct Environment<Value>`), "Bindable"
    /// (`@dynamicMemberLookup @propertyWrapper struct Bindable<Value>`) and "EnvironmentValues"
    /// (`struct EnvironmentValues`): none is isolated to an actor, so a screen's state and an
    /// environment are made and read off the main actor.
    @Test("SceneStorage, Environment, Bindable and EnvironmentValues are made and read off the main actor")
    func wrappersAreNotIsolated() async {
        let read = await Task.detached {
            var values = EnvironmentValues()
            let before = values[IsolationTestThemeKey.self]
            values[IsolationTestThemeKey.self] = "dark"
            let state = IsolationTestScreenState(draft: IsolationTestDraft())
            state.$draft.title.wrappedValue = "Trip"
            return (before, values[IsolationTestThemeKey.self], values.isEnabled, state.isEnabled, state.draft.title)
        }.value
        #expect(read.0 == "plain" && read.1 == "dark")
        #expect(read.2 && read.3)
        #expect(read.4 == "Trip")
    }

    /// Apple, "init(get:set:)" (Binding, the form whose setter takes `(Value, Transaction)`) and
    /// Combine, "ObservableObject" (`associatedtype ObjectWillChangePublisher = ObservableObjectPublisher`):
    /// a binding's setter gets the change's transaction (empty, as the model animates nothing),
    /// and code that names the publisher's type compiles.
    @Test("Binding(get:set:) with a transaction sets the value; ObservableObject's publisher type can be named")
    func transactionBindingAndPublisherType() {
        let coordinator = IsolationTestSheetCoordinator()
        coordinator.helpBinding.wrappedValue = true
        #expect(coordinator.isShowingHelp)
        #expect(coordinator.changes == 1)
        #expect(willChangePublisher(of: coordinator) === coordinator.objectWillChange)
    }

    /// Apple, "UIColor", "UIFont", "UIImage" (each `class … : NSObject`, `Sendable`),
    /// "init(named:)" (UIColor: `init?(named name: String)`, failable): an app's extension adds
    /// convenience initializers, as to any class, and made off the main actor they cross to it.
    @Test("UIColor, UIFont and UIImage are classes: extensions add convenience initializers, and UIColor(named:) is failable")
    func uiKitValuesAreClasses() async throws {
        let made = await Task.detached {
            (UIColor(isolationTestHex: 0xFF8000), UIFont(isolationTestBrandOfSize: 20), UIImage(isolationTestIcon: "star"))
        }.value
        var red: CGFloat = 0
        var green: CGFloat = 0
        #expect(made.0.getRed(&red, green: &green, blue: nil, alpha: nil))
        #expect(red == 1 && green == CGFloat(0x80) / 255)
        #expect(try #require(made.1).pointSize == 20)
        #expect(made.2?.description == "star.fill")
        let brand = UIColor(named: "Brand") ?? .systemBlue
        #expect(brand == UIColor(named: "Brand"))
        #expect(brand !== UIColor(named: "Brand"), "each is its own object, equal by name")
        #expect(Set([UIImage(systemName: "star"), UIImage(systemName: "star")]).count == 1)
    }
}

/// A coordinator that names its publisher's type and declares its own publisher, as Combine
/// code does, and binds a flag through a setter that takes the change's transaction.
@MainActor
private final class IsolationTestSheetCoordinator: ObservableObject {
    typealias ObjectWillChangePublisher = ObservableObjectPublisher

    let objectWillChange = ObservableObjectPublisher()
    private(set) var isShowingHelp = false
    private(set) var changes = 0

    var helpBinding: Binding<Bool> {
        Binding(get: { self.isShowingHelp }, set: { isShowing, transaction in
            self.objectWillChange.send()
            self.isShowingHelp = isShowing
            self.changes += transaction.animation == nil ? 1 : 0
        })
    }
}

/// The publisher of any object whose publisher is the default type, as generic Combine code reads it.
private func willChangePublisher<Object: ObservableObject>(of object: Object) -> ObservableObjectPublisher where Object.ObjectWillChangePublisher == ObservableObjectPublisher {
    object.objectWillChange
}

/// A key of an app's own environment value.
private struct IsolationTestThemeKey: EnvironmentKey {
    static let defaultValue = "plain"
}

/// An `@Observable` model a screen binds to.
@Observable
private final class IsolationTestDraft {
    var title = "Untitled"
}

/// A screen's state declared in a struct that belongs to no actor, as SwiftUI's wrappers allow:
/// `SceneStorage`, `Environment` and `Bindable` are plain structs.
private struct IsolationTestScreenState {
    @SceneStorage("kata-isolation-tab") var tab = 1
    @Environment(\.isEnabled) var isEnabled
    @Bindable var draft: IsolationTestDraft

    init(draft: IsolationTestDraft) {
        self.draft = draft
    }
}

/// A brand colour from a hex number, as apps extend UIKit's class.
extension UIColor {
    fileprivate convenience init(isolationTestHex hex: UInt32) {
        self.init(red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255, blue: CGFloat(hex & 0xFF) / 255, alpha: 1)
    }
}

/// A brand font with a fallback, as apps extend UIKit's class.
extension UIFont {
    fileprivate convenience init?(isolationTestBrandOfSize size: CGFloat) {
        self.init(name: "Avenir-Heavy", size: size)
    }
}

/// An icon by the app's own name, as apps extend UIKit's class.
extension UIImage {
    fileprivate convenience init?(isolationTestIcon icon: String) {
        self.init(systemName: "\(icon).fill")
    }
}

/// A binding whose closures belong to no actor, as those made in a nonisolated function do.
private func sharedBinding(to box: IsolationTestBox) -> Binding<Int> {
    Binding(get: { box.value }, set: { box.value = $0 })
}

/// A value behind a lock, shared by a binding's nonisolated closures.
private final class IsolationTestBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored = 0

    var value: Int {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
