import Foundation
import Kata
import Testing

/// An inbox as SwiftUI code writes it: rows deleted with `onDelete`, one row with swipe actions
/// of its own, and a row that opens its message.
private struct Inbox: View {
    @State private var messages = ["Welcome", "Invoice", "Party"]
    @State private var archived: [String] = []
    @State private var path: [String] = []

    var body: some View {
        NavigationStack(path: $path) {
            List {
                ForEach(messages, id: \.self) { message in
                    if message == "Party" {
                        NavigationLink(message, value: message)
                            .swipeActions(edge: .leading) {
                                Button("Archive") { archived.append(message) }
                            }
                            .swipeActions {
                                Button("Mute") { archived.append("muted \(message)") }
                            }
                    } else {
                        NavigationLink(message, value: message)
                    }
                }
                .onDelete { offsets in messages.remove(atOffsets: offsets) }
                Text("Archived: \(archived.joined(separator: ", "))")
            }
            .navigationDestination(for: String.self) { message in
                Text("Reading \(message)")
            }
        }
    }
}

/// A row with state of its own, which changes without its list being evaluated again.
private struct StarRow: View {
    let title: String
    @State private var isStarred = false

    var body: some View {
        HStack {
            Text(isStarred ? "\(title) ★" : title)
            Button(isStarred ? "Unstar \(title)" : "Star \(title)") { isStarred.toggle() }
        }
    }
}

/// The same rows in a list, and outside one.
private struct StarredNotes: View {
    let inList: Bool
    @State private var notes = ["Milk", "Eggs"]

    var body: some View {
        if inList {
            List {
                ForEach(notes, id: \.self) { StarRow(title: $0) }
                    .onDelete { notes.remove(atOffsets: $0) }
            }
        } else {
            VStack {
                ForEach(notes, id: \.self) { StarRow(title: $0) }
                    .onDelete { notes.remove(atOffsets: $0) }
            }
        }
    }
}

/// A list whose row presents a sheet; the sheet's rows are in a plain stack, not a list.
private struct ListWithSheet: View {
    @State private var showsSheet = false
    @State private var notes = ["Milk"]

    var body: some View {
        List {
            Button("Open") { showsSheet = true }
                .sheet(isPresented: $showsSheet) {
                    VStack {
                        ForEach(notes, id: \.self) { Text($0) }
                            .onDelete { notes.remove(atOffsets: $0) }
                    }
                }
        }
    }
}

@MainActor
@Suite("Swipe actions in SwiftUI lists: onDelete and swipeActions, revealed by a swipe")
struct SwipeActionsInListsTests {
    /// Apple, "onDelete(perform:)": the rows of a `ForEach` can be deleted, and the action gets
    /// the offsets to remove; "swipeActions(edge:allowsFullSwipe:content:)": a row's custom
    /// actions for an edge, and with them SwiftUI no longer shows the Delete that `onDelete`
    /// gives that row.
    @Test("onDelete gives rows a Delete; a row's own swipe actions replace it; the next row opens as before")
    func deleteAndCustomActions() {
        let user = launch(Inbox())
        #expect(user.swipeRow("Invoice", andTap: "Delete"))
        #expect(user.tappableLabels == ["Welcome", "Party"])
        #expect(user.journal.entries.last?.summary.hasPrefix("user swipes the row \"Invoice\" left and taps \"Delete\"") == true)
        #expect(user.swipeRow("Party", from: .leading, andTap: "Archive"))
        #expect(user.visibleTexts.contains("Archived: Party"))
        let reports = ModelReportLog()
        reports.collect {
            #expect(!user.swipeRow("Party", andTap: "Delete"))
            #expect(!user.swipeRow("Welcome", from: .leading, andTap: "Archive"))
        }
        #expect(reports.messages.first?.hasPrefix("The user swiped the row \"Party\" left but could not tap \"Delete\": its trailing swipe actions are \"Mute\".") == true)
        #expect(reports.messages.last?.hasPrefix("The user swiped the row \"Welcome\" right but could not tap \"Archive\": the row has no leading swipe actions") == true)
        #expect(user.swipeRow("Party", andTap: "Mute"))
        #expect(user.visibleTexts.contains("Archived: Party, muted Party"))
        #expect(user.tap("Welcome"))
        #expect(user.visibleTexts == ["Reading Welcome"])
        #expect(user.tapBack())
        #expect(user.swipeRow("Welcome", andTap: "Delete"), "the same step again, on another row")
        #expect(user.tappableLabels == ["Party"])
    }

    /// Apple, "onDelete(perform:)" and "swipeActions(edge:allowsFullSwipe:content:)": rows of a
    /// `List` are swiped; a row keeps its Delete and shows its own changes when only its state
    /// changes; outside a list, nothing swipes.
    @Test("A row that changes on its own still shows its change and offers Delete; outside a list nothing swipes")
    func rowStateAndListsOnly() {
        let user = launch(StarredNotes(inList: true))
        #expect(user.tap("Star Milk"))
        #expect(user.visibleTexts.contains("Milk ★"))
        #expect(user.swipeRow("Milk ★", andTap: "Delete"))
        #expect(user.visibleTexts == ["Eggs"])
        #expect(user.tappableLabels == ["Star Eggs"])
        let outside = launch(StarredNotes(inList: false))
        let reports = ModelReportLog()
        reports.collect {
            #expect(!outside.swipeRow("Milk", andTap: "Delete"))
        }
        #expect(reports.messages.first?.contains("a SwiftUI row swipes only inside a List or a Form") == true)
        let sheetUser = launch(ListWithSheet())
        #expect(sheetUser.tap("Open"))
        reports.collect {
            #expect(!sheetUser.swipeRow("Milk", andTap: "Delete"), "a sheet presented from a list row is not in the list")
        }
    }

    /// Apple, "remove(atOffsets:)" and "move(fromOffsets:toOffset:)": the helpers for the offsets
    /// `onDelete` and `onMove` give; the destination is an offset in the collection before the move.
    @Test("remove(atOffsets:) and move(fromOffsets:toOffset:) follow SwiftUI's offsets")
    func offsetHelpers() {
        var numbers = [1, 2, 3, 4, 5]
        numbers.remove(atOffsets: IndexSet([1, 3]))
        #expect(numbers == [1, 3, 5])
        var letters = ["a", "b", "c", "d"]
        letters.move(fromOffsets: IndexSet(integer: 0), toOffset: 3)
        #expect(letters == ["b", "c", "a", "d"])
        letters.move(fromOffsets: IndexSet([2, 3]), toOffset: 0)
        #expect(letters == ["a", "d", "b", "c"])
    }
}
