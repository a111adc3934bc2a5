import Kata
import Testing

private struct Mailbox: Identifiable, Hashable {
    let id: String
    var name: String { id.capitalized }
}

private let mailboxes = [Mailbox(id: "inbox"), Mailbox(id: "archive")]

/// A two-column split view whose detail shows the selected mailbox.
private struct Mail: View {
    @State var selected: String?

    var body: some View {
        NavigationSplitView {
            List(mailboxes, selection: $selected) { mailbox in
                Text(mailbox.name)
            }
            .navigationTitle("Mailboxes")
        } detail: {
            if let selected {
                Text("Messages in \(selected)").navigationTitle(selected)
            } else {
                Text("Choose a mailbox")
            }
        }
    }
}

/// The same, with the collapsed split view's top column bound.
private struct MailOnDetail: View {
    @State var column = NavigationSplitViewColumn.detail
    @State var visibility = NavigationSplitViewVisibility.all
    @State var selected: String?
    let seen: (NavigationSplitViewColumn) -> Void

    var body: some View {
        NavigationSplitView(columnVisibility: $visibility, preferredCompactColumn: $column) {
            List(selection: $selected) {
                Text("Inbox").tag("inbox")
                Text("Archive").tag("archive")
            }
        } detail: {
            Text(selected.map { "Messages in \($0)" } ?? "No mailbox")
        }
        .onChange(of: column) { _, new in seen(new) }
    }
}

/// Three columns: a folder, then a message in it, then the message.
private struct Folders: View {
    @State var folder: String?
    @State var message: Int?

    var body: some View {
        NavigationSplitView {
            List(selection: $folder) {
                Text("Work").tag("work")
            }
        } content: {
            List(selection: $message) {
                ForEach([1, 2], id: \.self) { number in
                    Text("Message \(number) in \(folder ?? "?")")
                }
            }
        } detail: {
            Text(message.map { "Reading message \($0)" } ?? "Nothing to read")
        }
    }
}

/// A sidebar of links with values and no destination: each link selects its value.
private struct LinkedSidebar: View {
    @State var selected: Mailbox?

    var body: some View {
        NavigationSplitView {
            List(mailboxes, selection: $selected) { mailbox in
                NavigationLink(mailbox.name, value: mailbox)
            }
        } detail: {
            NavigationStack {
                VStack {
                    Text(selected.map { "Messages in \($0.name)" } ?? "No mailbox")
                    NavigationLink("Compose", value: 1)
                }
                .navigationDestination(for: Int.self) { _ in Text("New message") }
            }
        }
    }
}

/// A sidebar of links to destinations, with no selection: each link shows its destination as the detail.
private struct LinksToDestinations: View {
    var body: some View {
        NavigationSplitView {
            List {
                NavigationLink("Inbox", value: Mailbox(id: "inbox"))
                NavigationLink("Drafts") { Text("No drafts") }
            }
            .navigationDestination(for: Mailbox.self) { mailbox in
                Text("Messages in \(mailbox.name)")
            }
        } detail: {
            Text("Choose a mailbox")
        }
    }
}

/// A list bound to a set of tags.
private struct Picker: View {
    @State var chosen: Set<String> = []

    var body: some View {
        VStack {
            Text("Chosen: \(chosen.sorted().joined(separator: ", "))")
            List(selection: $chosen) {
                ForEach(["red", "blue"], id: \.self) { colour in
                    Text(colour.capitalized).tag(colour.uppercased())
                }
            }
        }
    }
}

@MainActor
@Suite("NavigationSplitView on an iPhone: one stack, a column at a time, moved by the list's selection")
struct SplitViewTests {
    /// Apple, NavigationSplitView: in a horizontally compact size class it "collapses" into a
    /// single stack, and "coordinates with the List selection" in its first column: Apple's
    /// example starts on the sidebar and shows the next column when a row is selected.
    /// Apple's docs do not say what Back does to the selection; on iOS it is cleared (the row no
    /// longer shows selected), and the model clears it: lesson 00 says so.
    @Test("The sidebar shows first; a row's tap selects it and pushes the detail; Back pops it and clears the selection")
    func selectionPushesDetail() {
        let user = launch(Mail())
        #expect(user.tappableLabels == ["Inbox", "Archive"])
        #expect(user.visibleViewController?.navigationItem.title == "Mailboxes")
        user.tap("Archive")
        #expect(user.visibleTexts == ["Messages in archive"])
        #expect(user.hierarchy.lines.contains { $0.contains("NavigationSplitView") }, "\(user.hierarchy)")
        user.tapBack()
        #expect(user.tappableLabels == ["Inbox", "Archive"])
        user.tap("Inbox")
        #expect(user.visibleTexts == ["Messages in inbox"], "the selection was cleared, so a tap selects again")
        user.swipeBack(completing: false)
        #expect(user.visibleTexts == ["Messages in inbox"])
        user.swipeBack()
        #expect(user.tappableLabels == ["Inbox", "Archive"])
    }

    /// Apple, NavigationSplitView `init(columnVisibility:preferredCompactColumn:sidebar:detail:)`:
    /// "preferredCompactColumn: A Binding to the preferred column to display in a compact size
    /// class"; with `.detail`, the detail shows first, and going back to the sidebar sets the
    /// binding to `.sidebar`. `columnVisibility` has no effect while collapsed.
    @Test("preferredCompactColumn picks the column on top and follows the user: Back sets it to the sidebar, a selection to the detail")
    func preferredCompactColumn() {
        var columns: [NavigationSplitViewColumn] = []
        let user = launch(MailOnDetail { columns.append($0) })
        #expect(user.visibleTexts == ["No mailbox"])
        user.tapBack()
        #expect(user.tappableLabels == ["Inbox", "Archive"])
        #expect(columns == [.sidebar])
        user.tap("Inbox")
        #expect(user.visibleTexts == ["Messages in inbox"])
        #expect(columns == [.sidebar, .detail])
    }

    /// Apple, NavigationSplitView `init(sidebar:content:detail:)`: three columns, each selection
    /// showing the next; collapsed, they stack in order.
    @Test("Three columns stack in order: a folder shows its messages, a message shows itself; Back goes one column at a time")
    func threeColumns() {
        let user = launch(Folders())
        user.tap("Work")
        #expect(user.tappableLabels == ["Message 1 in work", "Message 2 in work"])
        user.tap("Message 2 in work")
        #expect(user.visibleTexts == ["Reading message 2"])
        user.tapBack()
        #expect(user.tappableLabels == ["Message 1 in work", "Message 2 in work"])
        user.tapBack()
        #expect(user.tappableLabels == ["Work"])
    }

    /// Apple, NavigationLink `init(_:value:)`: in a List with a selection in a split view's
    /// leading column, a link with no matching `navigationDestination` "updates the selection"
    /// to its value. A NavigationStack in the detail column pushes above the detail.
    @Test("A sidebar link selects its value; a stack in the detail pushes above it, and Back from its root returns to the sidebar")
    func linksAndStackInDetail() {
        let user = launch(LinkedSidebar())
        user.tap("Archive")
        #expect(user.visibleTexts == ["Messages in Archive"] && user.tappableLabels == ["Compose"])
        user.tap("Compose")
        #expect(user.visibleTexts == ["New message"])
        user.tapBack()
        #expect(user.visibleTexts == ["Messages in Archive"] && user.tappableLabels == ["Compose"])
        user.tapBack()
        #expect(user.tappableLabels == ["Inbox", "Archive"])
    }

    /// Apple, View `isDetailLink(_:)`: a link in a split view's sidebar "sets the contents of
    /// the detail column to be the link's destination view", by default; collapsed, that is a
    /// push, and Back returns to the sidebar.
    @Test("A sidebar link with a destination, by value or by view, shows it as the detail; Back returns to the sidebar")
    func sidebarLinksToDestinations() {
        let user = launch(LinksToDestinations())
        user.tap("Inbox")
        #expect(user.visibleTexts == ["Messages in Inbox"])
        user.tapBack()
        #expect(user.tappableLabels == ["Inbox", "Drafts"])
        user.tap("Drafts")
        #expect(user.visibleTexts == ["No drafts"])
        user.swipeBack()
        #expect(user.tappableLabels == ["Inbox", "Drafts"])
    }

    /// Apple, List `init(selection:content:)` with a `Set`: "a binding to a set that identifies
    /// selected rows"; `tag(_:)` names a row's value, and rows of a `ForEach` without a tag are
    /// named by their identifier. Outside edit mode (the model has none) a tap selects that row
    /// alone, as on iOS since iOS 16: Apple's documentation does not say, lesson 00 does.
    @Test("A list bound to a set: a tap selects that row alone, by its explicit tag over its ForEach identifier")
    func setSelection() {
        let user = launch(Picker())
        user.tap("Red")
        #expect(user.tappableLabels == ["Red", "Blue"])
        #expect(user.visibleTexts.first == "Chosen: RED")
        user.tap("Blue")
        #expect(user.visibleTexts.first == "Chosen: BLUE")
    }
}
