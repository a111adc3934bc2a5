import Foundation
import Kata
import Observation
import Testing

@Observable
@MainActor
private final class HelpRouter {
    var showsHelp = false
}

/// A flag on an @Observable router, bound with @Bindable and read only by the modifier.
private struct RouterFlagRoot: View {
    @Bindable var router: HelpRouter

    var body: some View {
        NavigationStack {
            Button("Help") { router.showsHelp = true }
                .navigationDestination(isPresented: $router.showsHelp) {
                    Text("Help")
                }
        }
    }
}

/// A flag in a pushed screen's own @State.
private struct PushedFlagRoot: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Settings", value: "settings")
                .navigationDestination(for: String.self) { _ in SettingsScreen() }
        }
    }
}

private struct SettingsScreen: View {
    @State private var showsAbout = false

    var body: some View {
        Button("About") { showsAbout = true }
            .navigationDestination(isPresented: $showsAbout) {
                Text("About")
            }
    }
}

/// A stack with its own path, whose "Word" link has no destination.
private struct UnmatchedLinkRoot: View {
    var body: some View {
        NavigationStack {
            VStack {
                Text("Links")
                NavigationLink("Seven", value: 7)
                NavigationLink("Word", value: "word")
            }
            .navigationDestination(for: Int.self) { number in
                Text("Number \(number)")
            }
        }
    }
}

private struct ShopOrder: Hashable {
    let number: Int
}

@Observable
@MainActor
private final class OrdersRouter {
    var selected: ShopOrder?
}

/// A detail pushed for the selected item, and a screen that hides its back button.
private struct OrdersRoot: View {
    @Bindable var router: OrdersRouter

    var body: some View {
        NavigationStack {
            VStack {
                Button("Order 1") { router.selected = ShopOrder(number: 1) }
                NavigationLink("Checkout", value: "checkout")
            }
            .navigationDestination(item: $router.selected) { order in
                OrderDetail(order: order, router: router)
            }
            .navigationDestination(for: String.self) { _ in
                Text("Paying")
                    .navigationBarBackButtonHidden(true)
            }
        }
    }
}

private struct OrderDetail: View {
    let order: ShopOrder
    let router: OrdersRouter
    @State private var note = ""

    var body: some View {
        VStack {
            Text("Order \(order.number) \(note)")
            TextField("Note", text: $note)
            Button("Next order") { router.selected = ShopOrder(number: order.number + 1) }
        }
    }
}

@MainActor
@Suite("SwiftUI: navigation destinations, whoever holds their state")
struct NavigationDestinationTests {
    /// Apple, "navigationDestination(isPresented:destination:)": "the system pushes the
    /// destination view onto the stack when isPresented is true"; a @Bindable property of an
    /// @Observable is a binding like any other ("Bindable": "create bindings to mutable
    /// properties of a data model object that conforms to the Observable protocol").
    @Test("navigationDestination(isPresented:) bound through @Bindable to an @Observable pushes when the flag changes, and Back clears it")
    func observableFlag() {
        let router = HelpRouter()
        let user = launch(RouterFlagRoot(router: router))
        user.tap("Help")
        #expect(user.visibleTexts == ["Help"])
        user.tapBack()
        #expect(router.showsHelp == false)
        router.showsHelp = true
        #expect(user.visibleTexts == ["Help"], "set from outside any view, the flag still pushes")
    }

    /// Apple, "navigationDestination(isPresented:destination:)", and "State": a pushed screen's
    /// @State is state like any other, and the modifier may be used in any view of the stack.
    @Test("navigationDestination(isPresented:) in a pushed screen, on that screen's @State, pushes on top of it")
    func pushedScreenFlag() {
        let user = launch(PushedFlagRoot())
        user.tap("Settings")
        user.tap("About")
        #expect(user.visibleTexts == ["About"])
        user.tapBack()
        #expect(user.tappableLabels == ["About"])
        user.tap("About")
        #expect(user.visibleTexts == ["About"], "the flag went back to false, so it pushes again")
    }

    /// SwiftUI, at run time: "A NavigationLink is presenting a value of type … but there is no
    /// matching navigationDestination declaration visible from the location of the link. The
    /// link cannot be activated." The path is left as it was.
    @Test("A link pushes onto a stack's own path; one whose value no destination takes cannot be activated, the path unchanged, and the model says why")
    func unmatchedLink() {
        let reports = ModelReportLog()
        reports.collect {
            let user = launch(UnmatchedLinkRoot())
            user.tap("Word")
            #expect(user.visibleTexts == ["Links"])
            user.tap("Seven")
            #expect(user.visibleTexts == ["Number 7"], "a matching link still works after it, and pushes one screen")
            user.tapBack()
            #expect(user.visibleTexts == ["Links"])
        }
        #expect(reports.messages.count == 1)
        #expect(reports.messages.first?.contains("no matching navigationDestination") == true, "\(reports.messages)")
    }

    /// Apple, "navigationDestination(item:destination:)": "When item is non-nil, SwiftUI passes
    /// the value into the destination closure and pushes the resulting view onto the stack. If
    /// the user pops the view, SwiftUI sets item to nil." Another value is another view, so its
    /// state starts afresh (Apple, "Demystify SwiftUI", WWDC21: identity).
    @Test("navigationDestination(item:) pushes a screen for the item, another item is a new screen, and Back sets the item to nil")
    func itemDestination() {
        let router = OrdersRouter()
        let user = launch(OrdersRoot(router: router))
        user.tap("Order 1")
        #expect(user.visibleTexts == ["Order 1 "])
        user.type("gift", into: "Note")
        user.tap("Next order")
        #expect(user.visibleTexts == ["Order 2 "], "a new item is a new screen, with fresh state")
        #expect(user.tapBack())
        #expect(router.selected == nil)
        #expect(user.tappableLabels == ["Order 1", "Checkout"])
    }

    /// Apple, "navigationBarBackButtonHidden(_:)": "Hides the navigation bar back button for the
    /// view"; with it hidden, the back swipe is gone too (UIKit's interactive pop follows the
    /// back button).
    @Test("navigationBarBackButtonHidden leaves the user no Back and no back swipe")
    func backButtonHidden() {
        let reports = ModelReportLog()
        let user = launch(OrdersRoot(router: OrdersRouter()))
        user.tap("Checkout")
        #expect(user.visibleViewController?.navigationItem.hidesBackButton == true)
        #expect(!user.availableGestures.contains(.tapBack))
        #expect(!user.availableGestures.contains(.swipeBack(completing: true)))
        reports.collect {
            #expect(!user.tapBack())
        }
        #expect(user.visibleTexts == ["Paying"])
    }
}
