import Foundation
import Kata
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

extension DeepLinkChecks {
    /// Runs every check, for designs that must pass them all.
    func runAll() {
        supportedLinksParse()
        badLinksRefusedWithReason()
        linksLandOnTheirTab()
        linkToAnotherTabLeavesCurrentTabAlone()
        linkToCurrentTabReplacesStack()
        linkClosesPresentedSheet()
        refusedLinkChangesNothing()
        tabsKeepTheirStacks()
        scenesDoNotInterfere()
    }
}

/// Proves the grader accepts correct designs it was not written for: each was written from the
/// lesson and the stub alone, by someone who never saw the grader, and must pass every check.
@MainActor
@Suite("Kata 4 · Other correct designs pass every check")
struct DeepLinksBaselineTests {
    @Test("A design with a template parser and tab coordinators passes")
    func templateParserBaseline() {
        DeepLinkChecks<TemplateParserBaselineSubject>().runAll()
    }

    @Test("A design with a URLComponents parser and viewControllers = passes")
    func uRLComponentsBaseline() {
        DeepLinkChecks<URLComponentsBaselineSubject>().runAll()
    }

    @Test("A design with a path scanner and no tab coordinators passes")
    func scannerBaseline() {
        DeepLinkChecks<ScannerBaselineSubject>().runAll()
    }
}
