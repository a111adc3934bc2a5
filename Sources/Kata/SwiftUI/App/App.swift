/// A SwiftUI app: its scenes, such as a `WindowGroup` of its root view.
///
/// The workbook's apps are launched by graders with `User.launch(app:)`, so they do without
/// `@main` (a test binary has its own entry point); otherwise they are written as on iOS.
///
/// ```swift
/// struct ShopApp: App {
///     @State private var coordinator = AppCoordinator()
///
///     var body: some Scene {
///         WindowGroup {
///             RootView(coordinator: coordinator)
///                 .onOpenURL { coordinator.open($0) }
///         }
///     }
/// }
/// ```
@preconcurrency @MainActor
public protocol App {
    /// The type of scene the app's body describes.
    associatedtype Body: Scene

    /// The app's scenes.
    @SceneBuilder var body: Body { get }

    /// Creates the app; the system (here, `User.launch(app:)`) calls it once.
    init()
}
