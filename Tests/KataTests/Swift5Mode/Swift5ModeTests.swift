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
