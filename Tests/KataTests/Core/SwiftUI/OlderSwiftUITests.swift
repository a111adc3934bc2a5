import Foundation
import Kata
import Testing

/// An iOS 14 coordinator's screens: NavigationView, links driven by flags, legacy alerts and
/// bar items, taps on rows, as public samples of that time write them.
private final class LegacyRouter: ObservableObject {
    @Published var showsDetail = false
    @Published var failure: Failure?
}

private struct Failure: Identifiable {
    let id: Int
    let reason: String
}

private struct LegacyRoot: View {
    @ObservedObject var router: LegacyRouter
    @State private var confirmsReset = false
    @State private var taps = 0

    var body: some View {
        NavigationView {
            VStack {
                Text("Taps \(taps)") + Text("!")
                NavigationLink(destination: LegacyDetail(), isActive: $router.showsDetail) { EmptyView() }
                NavigationLink("Open", destination: LegacyDetail(), isActive: $router.showsDetail)
                HStack { Text("Row"); Image(systemName: "chevron.right") }
                    .onTapGesture { taps += 1 }
                Menu("More") {
                    Button("Reset") { confirmsReset = true }
                }
                AsyncImage(url: URL(string: "https://example.com/a.png")) { image in
                    image.resizable()
                } placeholder: {
                    ProgressView("Loading image")
                }
            }
            .navigationBarTitle("Home", displayMode: .inline)
            .navigationBarItems(trailing: Button("Fail") { router.failure = Failure(id: 1, reason: "Offline") })
            .alert(isPresented: $confirmsReset) {
                Alert(title: Text("Reset?"), primaryButton: .destructive(Text("Reset")) { taps = 0 }, secondaryButton: .cancel())
            }
            .alert(item: $router.failure) { failure in
                Alert(title: Text("Failed"), message: Text(failure.reason), dismissButton: .default(Text("OK")))
            }
        }
        .navigationViewStyle(StackNavigationViewStyle())
    }
}

/// A hidden link placed as an overlay, driven by a flag, as iOS 14 coordinators wrote it.
private struct OverlayLinkRoot: View {
    @ObservedObject var router: LegacyRouter

    var body: some View {
        NavigationView {
            Text("Start")
                .overlay(NavigationLink(destination: LegacyDetail(), isActive: $router.showsDetail) { EmptyView() })
        }
    }
}

/// Two levels of isActive links, and a tap gesture on a form that has its own controls.
private struct ChainedLinks: View {
    @State private var showsFirst = false
    @State private var showsSecond = false
    @State private var taps = 0

    var body: some View {
        NavigationView {
            VStack {
                Text("Taps \(taps)")
                Button("Open") { showsFirst = true }
                NavigationLink(destination: VStack {
                    Text("First")
                    NavigationLink("Deeper", destination: Text("Second"), isActive: $showsSecond)
                }, isActive: $showsFirst) { EmptyView() }
            }
            .onTapGesture { taps += 1 }
        }
    }
}

private struct LegacyDetail: View {
    var body: some View {
        Text("Detail")
            .navigationBarHidden(true)
    }
}

/// A plain class with a @Published property and no ObservableObject, as Combine allows.
private final class PageHolder {
    @Published var page = 1
}

@MainActor
@Suite("SwiftUI as apps wrote it before iOS 16: NavigationView, isActive links, Alert, bar items, taps")
struct OlderSwiftUITests {
    /// Apple, "NavigationView" (deprecated in iOS 16): on iPhone a stack; "NavigationLink
    /// init(destination:isActive:label:)": "A binding to a Boolean value that indicates whether
    /// destination is currently presented"; "navigationBarHidden(_:)" hides the bar.
    @Test("NavigationView pushes an isActive link's destination when the user taps it or the router sets the flag; Back is gone where the bar is hidden")
    func isActiveLinks() {
        let router = LegacyRouter()
        let user = launch(LegacyRoot(router: router))
        #expect(user.visibleViewController?.navigationItem.title == "Home")
        #expect(!user.tappableLabels.contains(""), "a link with an empty label cannot be tapped")
        user.tap("Open")
        #expect(router.showsDetail)
        #expect(user.visibleTexts == ["Detail"])
        #expect(!user.availableGestures.contains(.tapBack), "the detail hides the navigation bar, and Back with it")
        router.showsDetail = false
        #expect(user.visibleTexts.first == "Taps 0!")
        router.showsDetail = true
        #expect(user.visibleTexts == ["Detail"], "the router's flag pushes too")
    }

    /// Apple, "Alert" and "alert(isPresented:content:)", "alert(item:content:)" (deprecated, still
    /// compiled); "navigationBarItems(leading:trailing:)" puts views in the bar; "onTapGesture(count:perform:)";
    /// "Menu"; "AsyncImage": the placeholder shows until the image loads.
    @Test("Legacy alerts by flag and by item, bar items, a tapped row, a menu's buttons and an image's placeholder")
    func legacyAlertsAndTaps() throws {
        let router = LegacyRouter()
        let user = launch(LegacyRoot(router: router))
        #expect(user.visibleTexts.contains("Loading image"))
        user.tap("Row")
        #expect(user.visibleTexts.first == "Taps 1!")
        user.tap("Reset")
        let confirm = try #require(user.visibleViewController as? UIAlertController)
        #expect(confirm.actions.map(\.style) == [.destructive, .cancel])
        user.tap("Reset")
        #expect(user.visibleTexts.first == "Taps 0!")
        user.tap("Fail")
        let failure = try #require(user.visibleViewController as? UIAlertController)
        #expect(failure.message == "Offline")
        user.tap("OK")
        #expect(router.failure == nil)
    }

    /// Combine: "Published" works in any class; SwiftUI: `Color.opacity(_:)` returns a `Color`;
    /// "withAnimation(_:completionCriteria:_:completion:)" runs its completion once the change is done.
    @Test("@Published outside an ObservableObject, Color.opacity as a Color, and withAnimation's completion")
    func smallerSignatures() {
        let holder = PageHolder()
        holder.page = 2
        #expect(holder.page == 2)
        let faded: Color = Color.blue.opacity(0.5)
        #expect(faded != Color.blue)
        var events: [String] = []
        withAnimation(.easeInOut(duration: 0.3)) {
            events.append("changed")
        } completion: {
            events.append("completed")
        }
        #expect(events == ["changed"])
        MainTurn.end()
        #expect(events == ["changed", "completed"])
    }

    /// Apple, "overlay(_:alignment:)" (deprecated): the overlay is part of the view, so a hidden
    /// link inside it pushes while its flag is true.
    @Test("A hidden isActive link placed with overlay(_:) pushes when the router sets its flag")
    func overlayLink() {
        let router = LegacyRouter()
        let user = launch(OverlayLinkRoot(router: router))
        #expect(user.visibleTexts == ["Start"])
        router.showsDetail = true
        #expect(user.visibleTexts == ["Detail"])
    }

    /// Apple, "NavigationLink init(destination:isActive:label:)": a link in a pushed destination
    /// pushes on top of it; "onTapGesture": controls inside the view keep their own taps.
    @Test("An isActive link inside a pushed destination pushes a second level; a tap gesture around controls leaves them tappable")
    func chainedLinks() {
        let user = launch(ChainedLinks())
        #expect(user.tappableLabels.contains("Open"), "the tap gesture around the stack keeps its button")
        user.tap("Open")
        #expect(user.visibleTexts == ["First"])
        user.tap("Deeper")
        #expect(user.visibleTexts == ["Second"])
        user.tapBack()
        #expect(user.visibleTexts == ["First"])
    }
}
