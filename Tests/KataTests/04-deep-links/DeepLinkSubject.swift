import Foundation
import Kata
@testable import DeepLinks

/// What the deep-link grader needs from an implementation: a scene delegate to launch scenes
/// with, and the parser that turns URLs into routes.
@MainActor
protocol DeepLinkSubject {
    static func makeSceneDelegate() -> any UISceneDelegate
    static func parse(_ url: URL) -> Result<DeepLink, DeepLinkError>
}

/// The implementation in the `DeepLinks` module: the learner's, or the reference solution.
enum DeepLinksUnderTest: DeepLinkSubject {
    static func makeSceneDelegate() -> any UISceneDelegate {
        SceneDelegate()
    }

    static func parse(_ url: URL) -> Result<DeepLink, DeepLinkError> {
        DeepLinkParser.parse(url)
    }
}
