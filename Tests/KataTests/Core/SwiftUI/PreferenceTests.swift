import Foundation
import Kata
import Testing

/// The sheet a screen asks for, passed up to the coordinator view as a preference.
private struct RequestedSheetKey: PreferenceKey {
    static let defaultValue: String? = nil

    static func reduce(value: inout String?, nextValue: () -> String?) {
        value = nextValue() ?? value
    }
}

/// A coordinator view that presents whatever sheet a screen below asks for, as public samples
/// route through preferences.
private struct PreferenceCoordinatorView: View {
    @State private var requested: String?
    @State private var changes: [String] = []

    var body: some View {
        VStack {
            Text("Changes: \(changes.joined(separator: ", "))")
            ProfileScreen()
        }
        .onPreferenceChange(RequestedSheetKey.self) { value in
            changes.append(value ?? "none")
            requested = value
        }
        .sheet(item: Binding(get: { requested.map(SheetName.init) }, set: { requested = $0?.id })) { sheet in
            Text("Sheet \(sheet.id)")
        }
    }
}

private struct SheetName: Identifiable {
    let id: String
}

private struct ProfileScreen: View {
    @State private var asks: String?

    var body: some View {
        Button("Edit") { asks = "editor" }
            .preference(key: RequestedSheetKey.self, value: asks)
    }
}

@MainActor
@Suite("SwiftUI: preferences passed up the tree")
struct PreferenceTests {
    /// Apple, "preference(key:value:)": "Sets a value for the given preference"; "onPreferenceChange(_:perform:)":
    /// "Adds an action to perform when the specified preference key's value changes"; the values
    /// of several views are combined with the key's `reduce(value:nextValue:)`.
    @Test("A screen's preference reaches the coordinator view above, which acts when it changes, even when the screen changed on its own")
    func preferenceReachesTheCoordinator() {
        let user = launch(PreferenceCoordinatorView())
        #expect(user.visibleTexts == ["Changes: none"])
        user.tap("Edit")
        #expect(user.visibleTexts == ["Sheet editor"])
    }
}
