import Foundation
import Kata
import Observation
import Testing

private struct TestProfile: Identifiable {
    let id: Int
    let name: String
}

private struct SheetHost: View {
    @State private var showsTerms = false
    @State private var editing: TestProfile?
    @State private var dismissals = 0
    let locksTerms: Bool

    var body: some View {
        VStack {
            Text("Dismissed \(dismissals)")
            Button("Terms") { showsTerms = true }
            Button("Edit Ada") { editing = TestProfile(id: 1, name: "Ada") }
        }
        .sheet(isPresented: $showsTerms, onDismiss: { dismissals += 1 }) {
            TermsSheet()
                .interactiveDismissDisabled(locksTerms)
        }
        .fullScreenCover(item: $editing) { profile in
            EditorCover(profile: profile)
        }
    }
}

private struct TermsSheet: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("Terms")
            Button("Close") { dismiss() }
        }
    }
}

private struct EditorCover: View {
    let profile: TestProfile
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("Editing \(profile.name)")
            Button("Done") { dismiss() }
        }
    }
}

private enum Tab: Hashable {
    case shop, orders
}

@Observable
@MainActor
private final class TabsModel {
    var tab = Tab.shop
}

private struct TabsRoot: View {
    @Bindable var model: TabsModel

    var body: some View {
        TabView(selection: $model.tab) {
            Text("Shop front")
                .tabItem { Label("Shop", systemImage: "bag") }
                .tag(Tab.shop)
            Text("Your orders")
                .tabItem { Label("Orders", systemImage: "list.bullet") }
                .tag(Tab.orders)
        }
    }
}

@MainActor
@Suite("SwiftUI: sheets, full-screen covers and tabs")
struct PresentationAndTabsTests {
    @Test("A sheet follows its binding: presented when true, and the user's swipe sets it back to false, then onDismiss runs")
    func sheetAndSwipe() {
        let user = launch(SheetHost(locksTerms: false))
        user.tap("Terms")
        #expect(user.visibleTexts == ["Terms"])
        #expect(user.availableGestures.contains(.swipeDown(completing: true)))
        user.swipeDown(completing: false)
        #expect(user.visibleTexts == ["Terms"], "a swipe let go halfway leaves the sheet")
        user.swipeDown()
        #expect(user.visibleTexts == ["Dismissed 1"])
        user.tap("Terms")
        #expect(user.visibleTexts == ["Terms"], "the binding went back to false, so it can be presented again")
    }

    @Test("dismiss inside the sheet sets the binding back; onDismiss runs once the sheet is gone")
    func dismissFromInside() {
        let user = launch(SheetHost(locksTerms: false))
        user.tap("Terms")
        user.tap("Close")
        #expect(user.visibleTexts == ["Dismissed 1"])
    }

    @Test("interactiveDismissDisabled keeps the sheet up against the swipe")
    func swipeRefused() {
        let user = launch(SheetHost(locksTerms: true))
        user.tap("Terms")
        #expect(!user.swipeDown())
        #expect(user.visibleTexts == ["Terms"])
    }

    @Test("A full-screen cover for an item shows that item, cannot be swiped, and goes when the item is nil")
    func coverForItem() {
        let user = launch(SheetHost(locksTerms: false))
        user.tap("Edit Ada")
        #expect(user.visibleTexts == ["Editing Ada"])
        #expect(!user.swipeDown())
        user.tap("Done")
        #expect(user.visibleTexts == ["Dismissed 0"])
    }

    @Test("TabView: the user's tap updates the selection, and setting the selection switches tabs")
    func tabs() {
        let model = TabsModel()
        let user = launch(TabsRoot(model: model))
        #expect(user.visibleTexts == ["Shop front"])
        #expect(user.availableGestures.contains(.selectTab(1, title: "Orders")))
        user.selectTab(titled: "Orders")
        #expect(model.tab == .orders)
        #expect(user.visibleTexts == ["Your orders"])
        model.tab = .shop
        #expect(user.visibleTexts == ["Shop front"])
    }
}
