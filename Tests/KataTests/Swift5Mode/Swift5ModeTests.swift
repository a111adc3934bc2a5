import Kata
import Testing

// This target is compiled in Swift 5 language mode, as much iOS code still is. UIKit's main-actor
// isolation comes from Objective-C and is implicitly `@preconcurrency`, so a coordinator that is
// not itself isolated may call it there without errors; the model's types must allow the same.

/// A coordinator written as in many Swift 5 apps: no `@MainActor`, calling UIKit directly.
final class LegacyCoordinator {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let welcome = UIViewController()
        welcome.title = "Welcome"
        navigationController.setViewControllers([welcome], animated: false)
    }

    func showNext() {
        let next = UIViewController()
        next.title = "Next"
        navigationController.pushViewController(next, animated: true)
    }

    func showNextLater() {
        DispatchQueue.main.async {
            self.showNext()
        }
    }
}

@Suite("Swift 5 mode: a coordinator without @MainActor compiles and runs, as against UIKit")
struct Swift5ModeTests {
    @Test("It sets the stack and pushes")
    @MainActor
    func legacyCoordinator() {
        let navigationController = UINavigationController()
        let coordinator = LegacyCoordinator(navigationController: navigationController)
        coordinator.start()
        coordinator.showNext()
        #expect(navigationController.viewControllers.map(\.title) == ["Welcome", "Next"])
    }

    /// Apple, "DispatchQueue.main": work given to the main queue runs on the main thread's run
    /// loop; code of Swift 5 apps defers navigation this way, and it lands before the next touch.
    @Test("A push deferred with DispatchQueue.main.async lands when the turn ends")
    @MainActor
    func deferredPush() {
        let navigationController = UINavigationController()
        let coordinator = LegacyCoordinator(navigationController: navigationController)
        coordinator.start()
        coordinator.showNextLater()
        #expect(navigationController.viewControllers.count == 1)
        MainTurn.end()
        #expect(navigationController.viewControllers.map(\.title) == ["Welcome", "Next"])
    }
}

/// A SwiftUI coordinator as many apps write it: a plain class, not `@MainActor`, whose
/// `@ViewBuilder` method makes each page's view; SwiftUI's `ViewBuilder` and view initializers
/// are not isolated, so this compiles against SwiftUI, and must against the model.
final class PageFactory {
    enum Page {
        case list, detail(Int), settings
    }

    @ViewBuilder
    func build(page: Page) -> some View {
        switch page {
        case .list:
            List {
                Text("Orders")
                NavigationLink("First", value: 1)
            }
        case let .detail(number):
            VStack(spacing: 8) {
                Text("Order \(number)")
                Button("Close") {}
                if number > 1 {
                    Image(systemName: "star")
                }
            }
            .navigationTitle("Order")
        case .settings:
            EmptyView()
        }
    }
}

/// A SwiftUI coordinator as many Swift 5 apps write it: an `ObservableObject` that is not
/// `@MainActor`, making the bindings its views need from its own properties with
/// `Binding(get:set:)`, and keeping a flag in `@AppStorage`.
final class CheckoutFlowCoordinator: ObservableObject {
    enum Route: Hashable {
        case address, payment
    }

    @Published var path: [Route] = []
    @Published var isShowingHelp = false
    @Published private var visits: Int
    @AppStorage("kata-swift5-has-ordered") var hasOrdered = false

    init(visits: Int) {
        _visits = Published(initialValue: visits)
    }

    var pathBinding: Binding<[Route]> {
        Binding(get: { self.path }, set: { self.path = $0 })
    }

    var helpBinding: Binding<Bool> {
        Binding(get: { self.isShowingHelp }, set: { self.isShowingHelp = $0 })
    }

    var visitCount: Int {
        visits
    }

    func finish() {
        hasOrdered = true
    }
}

/// The coordinator's screens, driven by the bindings it makes.
struct CheckoutFlowView: View {
    @ObservedObject var coordinator: CheckoutFlowCoordinator

    var body: some View {
        NavigationStack(path: coordinator.pathBinding) {
            VStack {
                NavigationLink("Address", value: CheckoutFlowCoordinator.Route.address)
                Button("Help") { coordinator.isShowingHelp = true }
            }
            .navigationTitle("Cart")
            .navigationDestination(for: CheckoutFlowCoordinator.Route.self) { route in
                Text("\(String(describing: route))").navigationTitle("\(String(describing: route))")
            }
            .sheet(isPresented: coordinator.helpBinding) {
                Button("Close Help") { coordinator.helpBinding.wrappedValue = false }
            }
        }
    }
}

@Suite("Swift 5 mode: SwiftUI's bindings, stored values and published values, from a coordinator without @MainActor")
struct Swift5SwiftUIIsolationTests {
    /// Apple, "Binding" and "init(get:set:)": `Binding` is a struct with no actor isolation, and
    /// `init(get:set:)` is `@preconcurrency`, so in Swift 5 mode a coordinator that is not
    /// isolated makes bindings from its own properties; the stack's path and the sheet follow them.
    @Test("A coordinator that is not @MainActor drives a stack and a sheet through Binding(get:set:)")
    @MainActor
    func bindingsFromAPlainCoordinator() throws {
        let coordinator = CheckoutFlowCoordinator(visits: 0)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UIHostingController(rootView: CheckoutFlowView(coordinator: coordinator))
        window.makeKeyAndVisible()
        let user = User(window: window)
        user.tap("Address")
        #expect(coordinator.path == [.address], "the link's value went through the coordinator's setter")
        #expect(user.visibleViewController?.navigationItem.title == "address")
        coordinator.path = []
        MainTurn.end()
        #expect(user.visibleViewController?.navigationItem.title == "Cart", "the stack read the coordinator's getter again")
        user.tap("Help")
        #expect(user.tappableLabels.contains("Close Help"), "the sheet opened when the coordinator's flag was set")
        user.tap("Close Help")
        #expect(coordinator.isShowingHelp == false)
        #expect(!user.tappableLabels.contains("Close Help"), "the sheet closed when the binding was set to false")
    }

    /// Apple, "AppStorage": a struct with no actor isolation (`@frozen @propertyWrapper struct
    /// AppStorage<Value>`), so an `ObservableObject` that is not `@MainActor` keeps a value in it;
    /// Combine, "Published" `init(initialValue:)`: the older spelling of `init(wrappedValue:)`.
    @Test("@AppStorage in an ObservableObject that is not @MainActor stores its value; Published(initialValue:) sets the first value")
    @MainActor
    func appStorageInAPlainObject() {
        UserDefaults.standard.removeObject(forKey: "kata-swift5-has-ordered")
        defer { UserDefaults.standard.removeObject(forKey: "kata-swift5-has-ordered") }
        let coordinator = CheckoutFlowCoordinator(visits: 3)
        #expect(coordinator.visitCount == 3)
        #expect(coordinator.hasOrdered == false)
        coordinator.finish()
        #expect(UserDefaults.standard.bool(forKey: "kata-swift5-has-ordered"))
        #expect(CheckoutFlowCoordinator(visits: 0).hasOrdered, "a second object reads what the first stored")
    }
}

/// A theme as Swift 5 apps write it: UIKit's classes extended with convenience initializers.
extension UIColor {
    fileprivate convenience init(swift5Hex hex: Int, alpha: CGFloat = 1) {
        self.init(red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255, blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)
    }
}

extension UIImage {
    fileprivate convenience init?(swift5Asset asset: String) {
        self.init(named: "Assets/\(asset)")
    }
}

@Suite("Swift 5 mode: UIKit's colours, fonts and images are classes")
struct Swift5UIKitClassTests {
    /// Apple, "UIColor", "UIFont", "UIImage" (each `class … : NSObject`), "init(named:)" (UIColor
    /// and UIImage, failable), "init(name:size:)" (UIFont, failable): a Swift 5 theme extends
    /// them with convenience initializers and falls back when a named one is missing.
    @Test("A theme's convenience initializers on UIColor and UIImage compile, and named lookups are optional")
    func themeExtensions() {
        let accent = UIColor(swift5Hex: 0x0080FF)
        var blue: CGFloat = 0
        #expect(accent.getRed(nil, green: nil, blue: &blue, alpha: nil))
        #expect(blue == 1)
        #expect(UIImage(swift5Asset: "logo")?.description == "Assets/logo")
        let title = UIFont(name: "Avenir-Heavy", size: 28) ?? UIFont.boldSystemFont(ofSize: 28)
        #expect(title.pointSize == 28)
        let background = UIColor(named: "Background") ?? UIColor.systemBackground
        #expect(background.description == "Background")
    }
}

/// A coordinator that is not `@MainActor` binding a flag through a setter that takes the
/// change's transaction, as Swift 5 code writes it.
private final class Swift5AlertCoordinator: ObservableObject {
    @Published var isShowingAlert = false

    var alertBinding: Binding<Bool> {
        Binding(get: { self.isShowingAlert }, set: { value, _ in self.isShowingAlert = value })
    }
}

@Suite("Swift 5 mode: a binding's setter with a transaction")
struct Swift5TransactionBindingTests {
    /// Apple, "init(get:set:)" (Binding, the form whose setter takes `(Value, Transaction)`):
    /// `@preconcurrency`, so in Swift 5 mode a coordinator that is not isolated makes one.
    @Test("A coordinator that is not @MainActor makes a binding whose setter takes a transaction")
    @MainActor
    func transactionSetter() {
        let coordinator = Swift5AlertCoordinator()
        coordinator.alertBinding.wrappedValue = true
        #expect(coordinator.isShowingAlert)
    }
}
