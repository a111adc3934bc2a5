import Foundation
import Kata
import Testing

private enum Stage: String {
    case onboarding, signedIn
}

/// An auth gate decided by stored state, as real apps write it.
private struct GateRoot: View {
    let store: UserDefaults
    @AppStorage var stage: Stage

    init(store: UserDefaults) {
        self.store = store
        _stage = AppStorage(wrappedValue: .onboarding, "stage", store: store)
    }

    var body: some View {
        switch stage {
        case .onboarding: OnboardingScreen(store: store)
        case .signedIn: Text("Home")
        }
    }
}

private struct OnboardingScreen: View {
    @AppStorage var stage: Stage
    @AppStorage var visits: Int

    init(store: UserDefaults) {
        _stage = AppStorage(wrappedValue: .onboarding, "stage", store: store)
        _visits = AppStorage(wrappedValue: 0, "visits", store: store)
    }

    var body: some View {
        VStack {
            Text("Visits \(visits)")
            Button("Count") { visits += 1 }
            Button("Finish") { stage = .signedIn }
        }
    }
}

@MainActor
@Suite("SwiftUI: @AppStorage")
struct AppStorageTests {
    /// Apple, "AppStorage": "A property wrapper type that reflects a value from UserDefaults and
    /// invalidates a view on a change in value in that user default"; its initializers take a
    /// key, a default and an optional store, for Bool, Int, Double, String, URL, Data and
    /// RawRepresentable values.
    @Test("@AppStorage reads what is stored, and a change through any view of the same key updates every view that reads it", arguments: [false, true])
    func gate(storedBefore: Bool) throws {
        let suite = "kata-app-storage-\(UUID().uuidString)"
        let store = try #require(UserDefaults(suiteName: suite))
        defer { store.removePersistentDomain(forName: suite) }
        if storedBefore {
            store.set(Stage.signedIn.rawValue, forKey: "stage")
        }
        let user = launch(GateRoot(store: store))
        guard !storedBefore else {
            #expect(user.visibleTexts == ["Home"], "the stored stage decides the screen at launch")
            return
        }
        #expect(user.visibleTexts == ["Visits 0"])
        user.tap("Count")
        #expect(user.visibleTexts == ["Visits 1"])
        #expect(store.integer(forKey: "visits") == 1)
        user.tap("Finish")
        #expect(user.visibleTexts == ["Home"], "the root reads the same key, and shows the new stage")
        #expect(store.string(forKey: "stage") == "signedIn")
    }
}
