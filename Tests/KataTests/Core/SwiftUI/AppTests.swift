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

/// The activity type the Spotlight-like test activities carry.
private let viewOrderActivity = "com.example.shop.view-order"

/// An app that opens orders from a user activity (a Handoff, a Spotlight result) and from links.
private struct TestActivityApp: App {
    @State private var coordinator = TestShopCoordinator()

    var body: some Scene {
        WindowGroup {
            ShopRoot(coordinator: coordinator)
                .onOpenURL { coordinator.open($0) }
                .onContinueUserActivity(viewOrderActivity) { activity in
                    if let id = activity.userInfo?["order"] as? Int, let url = URL(string: "katashop://orders/\(id)") {
                        coordinator.open(url)
                    }
                }
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

    @Test("A user activity reaches the onContinueUserActivity of its type, at launch and while the app runs; a universal link goes to onOpenURL")
    func continueUserActivity() throws {
        let activity = NSUserActivity(activityType: viewOrderActivity)
        activity.userInfo = ["order": 4]
        let launched = try #require(User.launch(app: TestActivityApp.self, userActivities: [activity]))
        #expect(launched.visibleTexts == ["Order 40"])
        launched.tapBack()
        launched.tapBack()
        let other = NSUserActivity(activityType: "com.example.shop.something-else")
        other.userInfo = ["order": 5]
        launched.continueActivity(other)
        #expect(launched.visibleTexts == ["Orders"], "no handler for that type")
        activity.userInfo = ["order": 6]
        launched.continueActivity(activity)
        #expect(launched.visibleTexts == ["Order 60"])
        #expect(launched.journal.text.contains("user continues an activity of type com.example.shop.view-order"))
        launched.open(universalLink: try #require(URL(string: "https://shop.example.com/orders/8")))
        #expect(launched.visibleTexts == ["Order 80"], "a universal link arrives as a URL")
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
