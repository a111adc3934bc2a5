import Kata
import Testing

/// Toolbar content of one's own, as SwiftUI code groups it: a type with a body of items.
private struct EditorItems: ToolbarContent {
    let save: () -> Void
    let cancel: () -> Void

    var body: some ToolbarContent {
        ToolbarItem(placement: .cancellationAction) {
            Button("Cancel", action: cancel)
        }
        ToolbarItem(placement: .confirmationAction) {
            Button("Save", action: save)
        }
    }
}

/// An editor whose toolbar mixes its own content type, a group, and a builder property.
private struct Editor: View {
    @State private var log: [String] = []

    var body: some View {
        NavigationStack {
            Text(log.joined(separator: ", "))
                .navigationTitle("Editor")
                .toolbar {
                    EditorItems(save: { log.append("saved") }, cancel: { log.append("cancelled") })
                    ToolbarItemGroup(placement: .primaryAction) {
                        Button("Bold") { log.append("bold") }
                        Button("Italic") { log.append("italic") }
                    }
                    extras
                    ToolbarItemGroup(placement: .bottomBar) {
                        if #available(iOS 17, *) {
                            Button("Share") { log.append("share") }
                        }
                    }
                }
        }
    }

    @ToolbarContentBuilder
    private var extras: some ToolbarContent {
        ToolbarItem(placement: .topBarLeading) {
            Button("Help") { log.append("help") }
        }
    }
}

/// A toolbar of the iOS 16–26 kinds: a labelled group, spacers, a role.
private struct Composer: View {
    @State private var log: [String] = []

    var body: some View {
        NavigationStack {
            Text(log.joined(separator: ", "))
                .navigationTitle("Composer")
                .toolbarRole(.editor)
                .toolbar {
                    ToolbarItemGroup(placement: .secondaryAction) {
                        Button("Attach") { log.append("attach") }
                        Button("Schedule") { log.append("schedule") }
                    } label: {
                        Text("More")
                    }
                    ToolbarSpacer(.fixed)
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Send") { log.append("send") }
                    }
                    ToolbarSpacer(placement: .bottomBar)
                }
        }
    }
}

/// A view that opens a second window, as iPad apps do, and says whether the platform can.
private struct MailViewerButton: View {
    @Environment(\.openWindow) private var openWindow
    @Environment(\.supportsMultipleWindows) private var supportsMultipleWindows
    @State private var taps = 0

    var body: some View {
        VStack {
            Text(supportsMultipleWindows ? "several windows" : "one window")
            Text("taps \(taps)")
            Button("Open viewer") {
                taps += 1
                openWindow(id: "mail-viewer")
                openWindow(value: 42)
                openWindow(id: "mail-viewer", value: "inbox")
            }
        }
        .transition(.opacity.animation(.easeInOut))
        .mask(Circle())
    }
}

@MainActor
@Suite("Toolbar content: items, groups and types of your own")
struct ToolbarContentTests {
    /// Apple, "ToolbarContent" (a type conforms with a `body` of toolbar content),
    /// "ToolbarContentBuilder", "ToolbarItemGroup(placement:content:)": every item lands in the
    /// navigation bar at its placement (the model has one bar: a bottom-bar item is a trailing
    /// button), and the user taps each by its title.
    @Test("Items of a ToolbarContent type, a group's buttons and a builder property are all bar buttons the user taps")
    func ownToolbarContent() throws {
        let user = launch(Editor())
        let item = try #require(user.visibleViewController?.navigationItem)
        #expect(item.leftBarButtonItems?.compactMap(\.title) == ["Cancel", "Help"])
        #expect(item.rightBarButtonItems?.compactMap(\.title).sorted() == ["Bold", "Italic", "Save", "Share"])
        for title in ["Save", "Bold", "Italic", "Help", "Cancel", "Share"] {
            #expect(user.tap(title))
        }
        #expect(user.visibleTexts == ["saved, bold, italic, help, cancelled, share"])
    }

    /// Apple, "ToolbarItemGroup(placement:content:label:)" (the label stands for the items where
    /// the bar has no room) and "LabeledToolbarItemGroupContent", "ToolbarSpacer" with
    /// "init(_:placement:)" and "SpacerSizing" ("fixed", "flexible"), "toolbarRole(_:)" and
    /// "ToolbarRole" ("editor"): on an iPhone the group's items show, spacers hold nothing to
    /// tap, and the role moves nothing the user taps.
    @Test("A labelled group's items are bar buttons the user taps; spacers and a toolbar role add nothing to tap")
    func labelledGroupsSpacersAndRoles() throws {
        let user = launch(Composer())
        let item = try #require(user.visibleViewController?.navigationItem)
        #expect(item.rightBarButtonItems?.compactMap(\.title).sorted() == ["Attach", "Schedule", "Send"])
        #expect(!user.tappableLabels.contains("More"), "the label shows only where the items do not fit")
        for title in ["Attach", "Schedule", "Send"] {
            #expect(user.tap(title))
        }
        #expect(user.visibleTexts == ["attach, schedule, send"])
    }

    /// Apple, "OpenWindowAction" ("callAsFunction(id:)", "callAsFunction(value:)",
    /// "callAsFunction(id:value:)"), EnvironmentValues "openWindow" and
    /// "supportsMultipleWindows" (false on iPhone, where one window of the app shows), and
    /// "WindowGroup(id:content:)"; AnyTransition "animation(_:)" and the view form of "mask(_:)",
    /// which change nothing the user sees in a model that draws nothing.
    @Test("Opening a window on the model's iPhone opens none; the view stays as it was")
    func openWindowOnAnIPhone() {
        let user = launch(MailViewerButton())
        let screen = user.visibleViewController
        #expect(user.visibleTexts.contains("one window"))
        #expect(user.tap("Open viewer"))
        #expect(user.visibleViewController === screen && user.visibleTexts.contains("taps 1"))
        _ = WindowGroup(id: "mail-viewer") { MailViewerButton() }
    }
}
