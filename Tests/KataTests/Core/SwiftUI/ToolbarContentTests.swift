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
}
