import Foundation
import Kata
import Observation
import Testing

/// A sheet that holds a flow of its own: a stack with a path of numbers.
private struct FlowInSheetHost: View {
    @State private var showsFlow = false
    let cover: Bool

    var body: some View {
        VStack {
            Text("Home")
            Button("Start") { showsFlow = true }
        }
        .sheet(isPresented: cover ? .constant(false) : $showsFlow) { SheetFlow() }
        .fullScreenCover(isPresented: cover ? $showsFlow : .constant(false)) { SheetFlow() }
    }
}

private struct SheetFlow: View {
    @State private var path: [Int] = []
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Text("Step 0")
                Button("Next") { path.append(1) }
                Button("Cancel") { dismiss() }
            }
            .navigationDestination(for: Int.self) { step in
                StepView(step: step, next: { path.append(step + 1) })
            }
        }
    }
}

private struct StepView: View {
    let step: Int
    let next: () -> Void
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("Step \(step)")
            Button("Next") { next() }
            Button("Back one") { dismiss() }
        }
        .navigationTitle("Step \(step)")
    }
}

/// A counter in a sheet, kept in the sheet's own @State or in an @Observable the host owns.
@Observable
@MainActor
private final class Tally {
    var count = 0
}

private struct CounterHost: View {
    @State private var showsCounter = false
    @State private var tally = Tally()

    var body: some View {
        Button("Count") { showsCounter = true }
            .sheet(isPresented: $showsCounter) {
                VStack {
                    LocalCounter()
                    Text("Shared \(tally.count)")
                    Button("Add shared") { tally.count += 1 }
                }
            }
    }
}

private struct LocalCounter: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Text("Local \(count)")
            Button("Add local") { count += 1 }
        }
    }
}

private struct Contact: Identifiable {
    let id: Int
    let name: String
}

/// A sheet per contact, and two sheets one action switches between.
private struct ContactsHost: View {
    @State private var shown: Contact?
    @State private var showsHelp = false
    @State private var showsSettings = false
    @State private var dismissals = 0

    var body: some View {
        VStack {
            Text("Dismissed \(dismissals)")
            Button("Ada") { shown = Contact(id: 1, name: "Ada") }
            Button("Help") { showsHelp = true }
        }
        .sheet(item: $shown, onDismiss: { dismissals += 1 }) { contact in
            VStack {
                Text("Contact \(contact.name)")
                Button("Next contact") { shown = Contact(id: contact.id + 1, name: "Bob") }
            }
        }
        .sheet(isPresented: $showsHelp) {
            Button("Open settings") {
                showsHelp = false
                showsSettings = true
            }
        }
        .sheet(isPresented: $showsSettings) {
            Text("Settings")
        }
    }
}

/// A sign-out confirmed in a dialog, with and without a cancel button of its own.
private struct SignOutHost: View {
    @State private var confirms = false
    @State private var signedOut = false
    let ownCancel: Bool

    var body: some View {
        VStack {
            Text(signedOut ? "Signed out" : "Signed in")
            Button("Sign Out") { confirms = true }
        }
        .confirmationDialog("Sign out?", isPresented: $confirms) {
            Button("Sign Out", role: .destructive) { signedOut = true }
            if ownCancel {
                Button("Stay", role: .cancel) {}
            }
        }
    }
}

/// A sheet per contact, whose own sheet switches to another contact.
private struct SwitchingContacts: View {
    @State private var shown: Contact?

    var body: some View {
        Button("Ada") { shown = Contact(id: 1, name: "Ada") }
            .sheet(item: $shown) { contact in
                ContactSheet(contact: contact) { shown = Contact(id: contact.id + 1, name: "Bob") }
            }
    }
}

private struct ContactSheet: View {
    let contact: Contact
    let next: () -> Void
    @State private var showsDetails = false

    var body: some View {
        VStack {
            Text("Contact \(contact.name)")
            Button("Details") { showsDetails = true }
        }
        .sheet(isPresented: $showsDetails) {
            Button("Next contact") { next() }
        }
    }
}

@Observable
@MainActor
private final class ReceiptsCoordinator {
    var path: [Int] = []
}

/// A pushed page that presents a sheet, which a link resets from under it.
private struct ReceiptsRoot: View {
    @Bindable var coordinator: ReceiptsCoordinator

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            Text("Receipts")
                .navigationDestination(for: Int.self) { number in ReceiptPage(number: number) }
        }
    }
}

private struct ReceiptPage: View {
    let number: Int
    @State private var sharing = false

    var body: some View {
        Button("Share \(number)") { sharing = true }
            .sheet(isPresented: $sharing) { Text("Sharing \(number)") }
    }
}

/// A root stack whose root view changes, as an app's sign-in gate flips to its home.
private struct GateStack: View {
    @State private var signedIn = false

    var body: some View {
        NavigationStack {
            if signedIn {
                Text("Home")
            } else {
                Button("Sign In") { signedIn = true }
                    .navigationTitle("Welcome")
            }
        }
    }
}

@MainActor
@Suite("SwiftUI: flows inside sheets and covers")
struct PresentedFlowTests {
    /// Apple, "NavigationStack": a stack inside a sheet is a stack of its own; the sheet's content
    /// is a view hierarchy like any other, and pushing onto its path shows the destination inside
    /// the sheet with a back button ("Presenting content in a sheet", "Migrating to new navigation
    /// types", WWDC22 "The SwiftUI cookbook for navigation").
    @Test("A NavigationStack in a sheet pushes, goes Back, and swipes back inside the sheet", arguments: [false, true])
    func stackInSheet(cover: Bool) {
        let user = launch(FlowInSheetHost(cover: cover))
        user.tap("Start")
        #expect(user.visibleTexts == ["Step 0"])
        user.tap("Next")
        #expect(user.visibleTexts == ["Step 1"])
        user.tap("Next")
        #expect(user.visibleTexts == ["Step 2"])
        #expect(user.tapBack())
        #expect(user.visibleTexts == ["Step 1"])
        #expect(user.swipeBack(completing: false))
        #expect(user.visibleTexts == ["Step 1"])
        #expect(user.swipeBack())
        #expect(user.visibleTexts == ["Step 0"])
        user.tap("Next")
        #expect(user.visibleTexts == ["Step 1"], "after Back, the stack in the sheet pushes again")
    }

    /// Apple, "DismissAction": "If you do this [dismiss] … in a view that's part of a navigation
    /// stack, it pops the view"; the sheet itself stays.
    @Test("dismiss in a pushed page of a sheet's stack pops that page and keeps the sheet")
    func dismissPopsInsideSheet() {
        let user = launch(FlowInSheetHost(cover: false))
        user.tap("Start")
        user.tap("Next")
        user.tap("Back one")
        #expect(user.visibleTexts == ["Step 0"])
        user.tap("Cancel")
        #expect(user.visibleTexts == ["Home"])
    }

    /// Apple, "State": "SwiftUI updates the parts of the view hierarchy that depend on the value"
    /// whenever it changes; a sheet's content is part of the hierarchy of the view that declares it.
    @Test("A sheet's content is live: its @State and the host's @Observable show their changes")
    func sheetContentIsLive() {
        let user = launch(CounterHost())
        user.tap("Count")
        user.tap("Add local")
        user.tap("Add local")
        user.tap("Add shared")
        #expect(user.visibleTexts == ["Local 2", "Shared 1"])
    }

    /// Apple, "sheet(item:onDismiss:content:)": "If item changes, the system dismisses the sheet
    /// and replaces it with a new one using the same process"; onDismiss is "the closure to
    /// execute when dismissing the modal view".
    @Test("sheet(item:) with an item of another identity dismisses the sheet and presents a new one")
    func itemChangesIdentity() {
        let user = launch(ContactsHost())
        user.tap("Ada")
        #expect(user.visibleTexts == ["Contact Ada"])
        user.tap("Next contact")
        #expect(user.visibleTexts == ["Contact Bob"])
        #expect(user.journal.text.contains("dismiss"), "the first sheet was dismissed before the second came")
        user.swipeDown()
        #expect(user.visibleTexts == ["Dismissed 2"], "onDismiss ran for each sheet that went away")
    }

    /// Apple, "sheet(isPresented:onDismiss:content:)": the sheet is shown while the binding is
    /// true; one action that sets one binding false and another true replaces the first sheet
    /// with the second, once the first has gone (the same process as above).
    @Test("One action that closes a sheet and opens another shows the second once the first has gone")
    func switchSheets() {
        let user = launch(ContactsHost())
        user.tap("Help")
        user.tap("Open settings")
        #expect(user.visibleTexts == ["Settings"])
        user.swipeDown()
        #expect(user.visibleTexts == ["Dismissed 0"])
    }

    /// Apple, "confirmationDialog(_:isPresented:titleVisibility:actions:)": "All actions in a
    /// confirmation dialog will dismiss the dialog after the action runs"; "Dialogs include a
    /// standard dismiss action by default. If you provide a button with a role of cancel, that
    /// button takes the place of the default dismiss action." On iPhone it is an action sheet.
    @Test("confirmationDialog is an action sheet whose buttons keep their roles, with a Cancel unless one is given", arguments: [false, true])
    func confirmationDialog(ownCancel: Bool) throws {
        let user = launch(SignOutHost(ownCancel: ownCancel))
        user.tap("Sign Out")
        let sheet = try #require(user.visibleViewController as? UIAlertController)
        #expect(sheet.preferredStyle == .actionSheet)
        #expect(sheet.actions.map(\.title) == ["Sign Out", ownCancel ? "Stay" : "Cancel"])
        #expect(sheet.actions.map(\.style) == [.destructive, .cancel])
        user.tap(ownCancel ? "Stay" : "Cancel")
        #expect(user.visibleTexts == ["Signed in"])
        user.tap("Sign Out")
        user.tap("Sign Out")
        #expect(user.visibleTexts == ["Signed out"])
    }

    /// The journal names the app's line for what its action changes (lesson 00, "SwiftUI"): for
    /// a sheet, the button whose action set the binding, not the model's own file.
    @Test("The journal names the line of the action that presented or dismissed a sheet")
    func journalNamesTheAction() {
        let user = launch(FlowInSheetHost(cover: false))
        user.tap("Start")
        user.tap("Cancel")
        let lines = user.journal.entries.filter { $0.summary.hasPrefix("present") || $0.summary.hasPrefix("dismiss") }
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.callSite?.fileID.hasSuffix("PresentedFlowTests.swift") == true }, "\(lines.map(\.callSite))")
    }

    /// The hierarchy picture names a page by the view it shows now: a root whose view changed is
    /// named again, as a person would describe the screen.
    @Test("A stack's root page is named by the view it shows now")
    func rootNamedAgain() {
        let user = launch(GateStack())
        #expect(user.hierarchy.lines.contains { $0.contains("Welcome") })
        user.tap("Sign In")
        #expect(!user.hierarchy.lines.contains { $0.contains("Welcome") }, "\(user.hierarchy)")
    }

    /// Apple, "sheet(item:onDismiss:content:)": another item replaces the sheet, whatever the
    /// sheet itself presents; UIKit's `dismiss(animated:completion:)` sent to the presenter takes
    /// down the whole chain above it.
    @Test("A sheet replaced while it presents a sheet of its own goes with it, and the new sheet comes")
    func replacedWhilePresenting() {
        let user = launch(SwitchingContacts())
        user.tap("Ada")
        user.tap("Details")
        user.tap("Next contact")
        #expect(user.visibleTexts == ["Contact Bob"])
        user.tap("Details")
        #expect(user.tappableLabels == ["Next contact"], "the new sheet presents as the first did")
    }

    /// Point-Free, swift-navigation #192 (matching SwiftUI): "if a view disappears, an attached
    /// sheet disappears shortly thereafter"; a TCA report notes vanilla SwiftUI does not present
    /// again a sheet whose pushed view was popped.
    @Test("A sheet whose page is popped from under it goes with the page")
    func sheetGoesWithItsPage() {
        let coordinator = ReceiptsCoordinator()
        let user = launch(ReceiptsRoot(coordinator: coordinator))
        coordinator.path = [7]
        user.tap("Share 7")
        #expect(user.visibleTexts == ["Sharing 7"])
        coordinator.path = []
        #expect(user.visibleTexts == ["Receipts"])
        #expect(user.visibleViewController?.presentedViewController == nil)
    }
}
