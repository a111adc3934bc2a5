import Foundation
import Kata
import Testing

/// Navigation state as most existing apps keep it: an ObservableObject with @Published.
private final class LegacyCoordinator: ObservableObject {
    @Published var path: [Int] = []
    @Published var isSignedIn = false
}

private struct LegacyFlow: View {
    @StateObject private var coordinator = LegacyCoordinator()
    let made: (LegacyCoordinator) -> Void

    var body: some View {
        let _ = made(coordinator)
        NavigationStack(path: $coordinator.path) {
            VStack {
                Text(coordinator.isSignedIn ? "Signed in" : "Signed out")
                Button("Open 1") { coordinator.path.append(1) }
                SessionBadge()
            }
            .navigationDestination(for: Int.self) { number in
                Text("Item \(number)")
            }
        }
        .environmentObject(coordinator)
    }
}

private struct SessionBadge: View {
    @EnvironmentObject var coordinator: LegacyCoordinator

    var body: some View {
        Button(coordinator.isSignedIn ? "Sign Out" : "Sign In") { coordinator.isSignedIn.toggle() }
    }
}

private struct ObservedRow: View {
    @ObservedObject var coordinator: LegacyCoordinator

    var body: some View {
        Toggle("Signed in", isOn: $coordinator.isSignedIn)
    }
}

private struct ChangeWatcher: View {
    @State private var count = 0
    let log: EventLog

    var body: some View {
        Button("Add") { count += 1 }
            .onChange(of: count) { old, new in log.append("\(old)->\(new)") }
            .onChange(of: count) { log.append("changed") }
    }
}

private struct SignOutView: View {
    @State private var confirms = false
    let log: EventLog

    var body: some View {
        Button("Sign Out") { confirms = true }
            .alert("Sign out?", isPresented: $confirms) {
                Button("Cancel") { log.append("cancel") }
                Button("Sign Out") { log.append("signed out") }
            } message: {
                Text("You can sign in again at any time.")
            }
    }
}

/// A 30-line body with the usual modifiers: it must type-check quickly.
private struct SettingsForm: View {
    @State private var name = ""
    @State private var email = ""
    @State private var notifications = true
    @State private var showsHelp = false

    var body: some View {
        NavigationStack {
            Form {
                Section("Profile") {
                    TextField("Name", text: $name)
                        .textInputAutocapitalization(.words)
                        .autocorrectionDisabled()
                    TextField("Email", text: $email)
                        .keyboardType(.emailAddress)
                        .textFieldStyle(.roundedBorder)
                }
                Section {
                    Toggle("Notifications", isOn: $notifications)
                        .tint(.green)
                } header: {
                    Text("Alerts").font(.headline)
                }
                Button("Help") { withAnimation { showsHelp = true } }
                    .buttonStyle(.borderedProminent)
                    .frame(maxWidth: .infinity)
                    .padding(.horizontal, 16)
            }
            .navigationTitle("Settings")
            .sheet(isPresented: $showsHelp) {
                Text("Help").presentationDetents([.medium, .large])
            }
        }
    }
}

@MainActor
@Suite("SwiftUI: ObservableObject, onChange, alerts, forms and styling")
struct ObservableObjectAndMoreTests {
    let log = EventLog()

    @Test("@StateObject is made once and followed; @Published changes re-evaluate; @EnvironmentObject reads it and binds the path")
    func observableObjects() throws {
        var made: [ObjectIdentifier] = []
        let user = launch(LegacyFlow { made.append(ObjectIdentifier($0)) })
        #expect(user.visibleTexts == ["Signed out"])
        user.tap("Sign In")
        #expect(user.visibleTexts == ["Signed in"])
        #expect(user.tappableLabels.contains("Sign Out"))
        user.tap("Open 1")
        #expect(user.visibleTexts == ["Item 1"])
        user.tapBack()
        #expect(Set(made).count == 1, "the object is made once, however often the body is evaluated")
    }

    @Test("A lifetime tracker watches a @StateObject as its view joins the tree, and sees it go with the view")
    func trackerFollowsStateObjects() {
        let tracker = LifetimeTracker()
        let window = visibleWindow(root: UIViewController())
        tracker.trackingCreatedControllers {
            window.rootViewController = UIHostingController(rootView: LegacyFlow { _ in })
            MainTurn.end()
        }
        #expect(tracker.trackedNames.contains("LegacyFlow's @StateObject coordinator"))
        window.rootViewController = UIViewController()
        #expect(tracker.survivors.isEmpty, "\(tracker.survivorsMessage(after: "the view was replaced") ?? "")")
    }

    @Test("@ObservedObject: a view follows an object it is given, and binds to its properties")
    func observedObject() {
        let coordinator = LegacyCoordinator()
        let user = launch(ObservedRow(coordinator: coordinator))
        user.tap("Signed in")
        #expect(coordinator.isSignedIn)
        coordinator.isSignedIn = false
        MainTurn.end()
        #expect(user.tappableLabels == ["Signed in"])
    }

    @Test("onChange runs after the update, with the old and new value, in both forms")
    func onChange() {
        let user = launch(ChangeWatcher(log: log))
        user.tap("Add")
        #expect(log.take() == ["0->1", "changed"])
        user.tap("Add")
        #expect(log.take() == ["1->2", "changed"])
    }

    @Test("An alert follows its binding; tapping an action closes it and runs the action")
    func alert() throws {
        let user = launch(SignOutView(log: log))
        user.tap("Sign Out")
        let alert = try #require(user.visibleViewController as? UIAlertController)
        #expect(alert.title == "Sign out?")
        #expect(alert.message == "You can sign in again at any time.")
        #expect(alert.actions.map(\.title) == ["Cancel", "Sign Out"])
        user.tap("Sign Out")
        #expect(log.take() == ["signed out"])
        #expect(!(user.visibleViewController is UIAlertController))
        user.tap("Sign Out")
        #expect(user.visibleViewController is UIAlertController, "the binding went back to false, so it shows again")
    }

    @Test("A form with sections, a toggle and the usual styling modifiers shows its controls; the toggle flips its binding")
    func formsAndStyling() {
        let user = launch(SettingsForm())
        #expect(user.fieldLabels == ["Name", "Email"])
        #expect(user.visibleTexts == ["Profile", "Alerts"])
        user.tap("Help")
        #expect(user.visibleTexts == ["Help"])
    }
}

/// More of what real SwiftUI code uses: search, overlays, formatted values, roles, focus, scene storage.
private struct Catalogue: View {
    @State private var query = ""
    @FocusState private var isSearching: Bool
    @SceneStorage("lastQuery") private var lastQuery = ""
    let items = ["Tea", "Coffee"]

    var results: [String] {
        query.isEmpty ? items : items.filter { $0.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        List(results, id: \.self) { item in
            LabeledContent(item, value: 2.5, format: .number)
        }
        .searchable(text: $query, prompt: "Drinks")
        .focused($isSearching)
        .overlay {
            if results.isEmpty {
                ContentUnavailableView.search(text: query)
            }
        }
        .toolbar {
            Button("Clear", role: .destructive) {
                lastQuery = query
                query = ""
            }
        }
    }
}

@MainActor
@Suite("SwiftUI: search, overlays, formatted values, roles, focus and scene storage")
struct MoreViewsTests {
    @Test("The user types into a search field; an overlay shows when nothing matches; values are formatted")
    func searchAndOverlay() {
        let navigationController = UINavigationController(rootViewController: UIHostingController(rootView: Catalogue()))
        let user = User(window: visibleWindow(root: navigationController))
        #expect(user.visibleTexts == ["Tea", "2.5", "Coffee", "2.5"])
        user.type("juice", into: "Drinks")
        #expect(user.visibleTexts.first == "No Results for \"juice\"")
        user.tap("Clear")
        #expect(user.visibleTexts == ["Tea", "2.5", "Coffee", "2.5"])
    }

    @Test("A sheet's controller has a sheet presentation controller with detents; a full-screen one has none")
    func sheetPresentationController() {
        let sheet = UIViewController()
        sheet.sheetPresentationController?.detents = [.medium(), .large()]
        #expect(sheet.sheetPresentationController?.detents.map(\.identifier) == [.medium, .large])
        let cover = UIViewController()
        cover.modalPresentationStyle = .fullScreen
        #expect(cover.sheetPresentationController == nil)
    }
}
