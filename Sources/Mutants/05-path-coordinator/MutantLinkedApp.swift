import Foundation
import Kata
@testable import PathCoordinator

/// A mutant app coordinator that opens links its own way.
@MainActor
protocol LinkOpeningApp: SignInApp {
    /// Starts signed out, in the sign-in flow.
    init()
    /// Opens a sign-in link.
    func open(_ url: URL)
}

/// The app as iOS launches it, over a mutant app coordinator that opens links its own way: one
/// window showing the reference root view, and the links the user opens handed to the mutant.
struct MutantLinkedApp<Model: LinkOpeningApp>: App {
    @State private var app = Model()

    var body: some Scene {
        WindowGroup {
            MutantAppView(app: app) { AuthFlowView(coordinator: $0) }
                .onOpenURL { url in
                    app.open(url)
                }
        }
    }
}
