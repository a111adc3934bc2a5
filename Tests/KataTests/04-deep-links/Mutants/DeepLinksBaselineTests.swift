import Foundation
import Kata
import KataGrading
@testable import DeepLinks
@testable import DeepLinksMutants
import Testing

/// TemplateParserBaseline, as the grader's subject.
enum TemplateParserBaselineSubject: DeepLinkSubject {
    static func makeSceneDelegate() -> any UISceneDelegate {
        TemplateParserBaseline.SceneDelegate()
    }

    static func parse(_ url: URL) -> Result<DeepLink, DeepLinkError> {
        TemplateParserBaseline.DeepLinkParser.parse(url)
    }
}

/// URLComponentsBaseline, as the grader's subject.
enum URLComponentsBaselineSubject: DeepLinkSubject {
    static func makeSceneDelegate() -> any UISceneDelegate {
        URLComponentsBaseline.SceneDelegate()
    }

    static func parse(_ url: URL) -> Result<DeepLink, DeepLinkError> {
        URLComponentsBaseline.DeepLinkParser.parse(url)
    }
}

/// ScannerBaseline, as the grader's subject.
enum ScannerBaselineSubject: DeepLinkSubject {
    static func makeSceneDelegate() -> any UISceneDelegate {
        ScannerBaseline.SceneDelegate()
    }

    static func parse(_ url: URL) -> Result<DeepLink, DeepLinkError> {
        ScannerBaseline.DeepLinkParser.parse(url)
    }
}

/// Proves the grader accepts correct designs it was not written for: each was written from the
/// lesson and the stub alone, by someone who never saw the grader, and must pass every check.
@MainActor
@Suite("Kata 4 · Other correct designs pass every check", KataGraders.onlyWhenRequested)
struct DeepLinksBaselineTests {
    @Test("Each correct design passes every check", arguments: [
        DeepLinkChecks<TemplateParserBaselineSubject>.design("A design with a template parser and tab coordinators"),
        DeepLinkChecks<URLComponentsBaselineSubject>.design("A design with a URLComponents parser and viewControllers ="),
        DeepLinkChecks<ScannerBaselineSubject>.design("A design with a path scanner and no tab coordinators"),
    ])
    func designPasses(_ design: Design) {
        design.runAll()
    }
}
