import Kata
@testable import PathCoordinator

/// An app coordinator a mutant's root view can show: one that runs the reference sign-in flow.
@MainActor
protocol SignInApp: AnyObject {
    /// The sign-in flow while it runs.
    var auth: AuthCoordinator? { get }
}

extension AppCoordinator: SignInApp {}

/// The reference root view over any ``SignInApp``, with the flow view a mutant chooses: the flow
/// while it runs, Home once the app has let go of it.
struct MutantAppView<Model: SignInApp, Flow: View>: View {
    let app: Model
    let flowView: (AuthCoordinator) -> Flow

    var body: some View {
        if let auth = app.auth {
            flowView(auth)
        } else {
            HomeView()
        }
    }
}
