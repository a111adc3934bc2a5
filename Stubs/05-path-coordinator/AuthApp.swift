import Kata

/// The app, as iOS launches it (with `@main` on a device): one window showing ``AppView``, and
/// sign-in links the user opens handed to the app coordinator.
struct AuthApp: App {
    @State private var app = AppCoordinator()

    var body: some Scene {
        WindowGroup {
            AppView(app: app)
                .onOpenURL { url in
                    app.open(url)
                }
        }
    }
}
