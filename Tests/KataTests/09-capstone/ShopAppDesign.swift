import Kata
@testable import ShopApp

/// What the grader needs from an implementation: a scene delegate made with the app's services,
/// one per scene, as the app delegate would make it. Everything else it learns by using the app.
@MainActor
protocol ShopAppDesign {
    static func makeSceneDelegate(services: AppServices) -> any UISceneDelegate
}

/// The implementation in the `ShopApp` module: the learner's, or the reference solution.
enum ShopAppUnderTest: ShopAppDesign {
    static func makeSceneDelegate(services: AppServices) -> any UISceneDelegate {
        SceneDelegate(services: services)
    }
}
