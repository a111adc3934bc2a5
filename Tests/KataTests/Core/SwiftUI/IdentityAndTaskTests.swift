import Foundation
import Kata
import Observation
import Testing

/// What happened, in order, for the views below to write to.
@MainActor
private final class Events {
    var list: [String] = []
}

/// A form whose draft is its own @State, shown for one profile at a time.
private struct ProfileSwitcher: View {
    @State private var profile = 1

    var body: some View {
        VStack {
            Button("Next profile") { profile += 1 }
            DraftForm(profile: profile)
                .id(profile)
        }
    }
}

private struct DraftForm: View {
    let profile: Int
    @State private var draft = ""

    var body: some View {
        VStack {
            Text("Profile \(profile): \(draft)")
            TextField("Draft", text: $draft)
        }
    }
}

/// A list that loads in a task while it is on screen, pushed from a root.
private struct LoadingRoot: View {
    let events: Events

    var body: some View {
        NavigationStack {
            NavigationLink("Orders", value: "orders")
                .navigationDestination(for: String.self) { _ in OrdersScreen(events: events) }
        }
    }
}

private struct OrdersScreen: View {
    let events: Events
    @State private var loaded = false

    var body: some View {
        Text(loaded ? "Loaded" : "Loading")
            .task {
                events.list.append("started")
                loaded = true
                await waitUntilCancelled { events.list.append("cancelled") }
            }
    }
}

/// A search whose task starts again each time the query changes.
private struct SearchScreen: View {
    let events: Events
    @State private var query = "a"

    var body: some View {
        VStack {
            Button("Refine") { query += "b" }
            Text("Query \(query)")
        }
        .task(id: query) {
            events.list.append("search \(query)")
            let searched = query
            await waitUntilCancelled { events.list.append("cancelled \(searched)") }
        }
        .onChange(of: query) { newValue in
            events.list.append("changed to \(newValue)")
        }
    }
}

/// Waits for as long as the task is not cancelled, and runs `onCancel` at once when it is, on
/// the main actor that cancels it (SwiftUI cancels a view's task on the main actor).
@MainActor
private func waitUntilCancelled(_ onCancel: @escaping @MainActor () -> Void) async {
    await withTaskCancellationHandler {
        try? await Task.sleep(for: .seconds(3_600))
    } onCancel: {
        MainActor.assumeIsolated(onCancel)
    }
}

@MainActor
@Suite("SwiftUI: identity, tasks and the older onChange")
struct IdentityAndTaskTests {
    /// Apple, "id(_:)": "When the proxy value specified by the id parameter changes, the identity
    /// of the view — for example, its state — is reset."
    @Test("id(_:) with a new value makes a new view: its @State starts afresh")
    func identityResetsState() {
        let user = launch(ProfileSwitcher())
        user.type("Hello", into: "Draft")
        #expect(user.visibleTexts.contains("Profile 1: Hello"))
        user.tap("Next profile")
        #expect(user.visibleTexts.contains("Profile 2: "))
    }

    /// Apple, "task(priority:_:)": "Adds an asynchronous task to perform before this view
    /// appears. … If the task doesn't finish before SwiftUI removes the view or the view changes
    /// identity, SwiftUI cancels the task."
    @Test("task starts when the view appears, and is cancelled when the user goes back")
    func taskLifetime() {
        let events = Events()
        let user = launch(LoadingRoot(events: events))
        #expect(events.list.isEmpty)
        user.tap("Orders")
        #expect(events.list == ["started"])
        #expect(user.visibleTexts == ["Loaded"], "the task ran on the main actor before the user looked")
        user.tapBack()
        #expect(events.list == ["started", "cancelled"])
    }

    /// Apple, "task(id:priority:_:)": "SwiftUI will automatically cancel the task … when the id
    /// value changes … and restart it"; "onChange(of:perform:)" (deprecated in iOS 17, still
    /// compiled) runs its action with the new value.
    @Test("task(id:) starts again, cancelling the last run, when the value changes; the one-parameter onChange hears the new value")
    func taskRestartsForNewID() {
        let events = Events()
        let user = launch(NavigationStack { SearchScreen(events: events) })
        #expect(user.visibleTexts == ["Query a"])
        #expect(events.list == ["search a"])
        user.tap("Refine")
        #expect(events.list.count == 4)
        #expect(events.list.contains("changed to ab"))
        #expect(events.list.filter { !$0.hasPrefix("changed") } == ["search a", "cancelled a", "search ab"], "the first run is cancelled before the second starts")
    }
}
