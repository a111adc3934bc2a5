import Foundation
import Kata
import Observation
import Testing

@Observable
@MainActor
final class TestShopCoordinator {
    var isSignedIn = false
    var path: [Int] = []

    func open(_ url: URL) {
        let isOrder = url.scheme == "katashop" ? url.host == "orders" : url.pathComponents.dropLast().last == "orders"
        guard isOrder, let id = Int(url.lastPathComponent) else { return }
        isSignedIn = true
        path = [id, id * 10]
    }
}

struct TestShopApp: App {
    @State private var coordinator = TestShopCoordinator()

    var body: some Scene {
        WindowGroup {
            ShopRoot(coordinator: coordinator)
                .onOpenURL { coordinator.open($0) }
        }
    }
}

private struct ShopRoot: View {
    @Bindable var coordinator: TestShopCoordinator

    var body: some View {
        if coordinator.isSignedIn {
            NavigationStack(path: $coordinator.path) {
                Text("Orders")
                    .navigationDestination(for: Int.self) { id in Text("Order \(id)") }
            }
        } else {
            Button("Sign In") { coordinator.isSignedIn = true }
        }
    }
}

@MainActor
@Suite("SwiftUI: an App with a WindowGroup, launched by the user, opening links through onOpenURL")
struct AppTests {
    @Test("Launching an app shows its window group's view; its @State lives with the app")
    func launch() throws {
        let user = try #require(User.launch(app: TestShopApp.self))
        #expect(user.tappableLabels == ["Sign In"])
        user.tap("Sign In")
        #expect(user.visibleTexts == ["Orders"])
    }

    @Test("A link opened while the app runs reaches onOpenURL, which builds the path several levels deep in one step")
    func openURL() throws {
        let user = try #require(User.launch(app: TestShopApp.self))
        user.open(try #require(URL(string: "katashop://orders/7")))
        #expect(user.visibleTexts == ["Order 70"])
        user.tapBack()
        #expect(user.visibleTexts == ["Order 7"])
    }

    @Test("A link that launches the app, or a universal link, reaches onOpenURL too")
    func launchURL() throws {
        let url = try #require(URL(string: "katashop://orders/3"))
        let user = try #require(User.launch(app: TestShopApp.self, urlContexts: [UIOpenURLContext(url: url)]))
        #expect(user.visibleTexts == ["Order 30"])
        user.open(universalLink: try #require(URL(string: "https://shop.example.com/orders/4")))
        #expect(user.visibleTexts == ["Order 40"])
    }
}
