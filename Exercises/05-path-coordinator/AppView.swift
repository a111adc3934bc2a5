import Kata

/// The app's root view: the sign-in flow while it runs, Home once the app has let go of it.
struct AppView: View {
    let app: AppCoordinator

    var body: some View {
        if let auth = app.auth {
            AuthFlowView(coordinator: auth)
        } else {
            HomeView()
        }
    }
}
