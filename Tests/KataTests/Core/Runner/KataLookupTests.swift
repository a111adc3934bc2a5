import KataRunnerCore
import Testing

@Suite("kata-runner: finding a kata by what the learner typed")
struct KataLookupTests {
    let lookup = KataLookup(katas: [
        Kata(number: 1, slug: "onboarding", title: "Onboarding", module: "Onboarding", lessonFile: "01.md"),
        Kata(number: 2, slug: "router", title: "Router", module: "Router", lessonFile: "02.md"),
        Kata(number: 3, slug: "child-coordinators", title: "Children", module: "Children", lessonFile: "03.md"),
        Kata(number: 4, slug: "tabs-and-deep-links", title: "Tabs", module: "Tabs", lessonFile: "04.md"),
    ])

    func slug(_ name: String) -> String? {
        try? lookup.kata(named: name).get().slug
    }

    @Test("By number, slug, folder or unambiguous prefix, in any case")
    func matches() {
        #expect(slug("1") == "onboarding")
        #expect(slug("03") == "child-coordinators")
        #expect(slug("router") == "router")
        #expect(slug("04-tabs-and-deep-links") == "tabs-and-deep-links")
        #expect(slug("onb") == "onboarding")
        #expect(slug("TABS") == "tabs-and-deep-links")
    }

    @Test("A near miss gets a suggestion; nonsense gets the list")
    func unknown() {
        #expect(lookup.kata(named: "onbaording") == .failure(.unknown(name: "onbaording", suggestion: "onboarding")))
        #expect(lookup.kata(named: "9") == .failure(.unknown(name: "9", suggestion: nil)))
        #expect(lookup.kata(named: "zzz").failureDescription?.contains("kata-runner list") == true)
    }

    @Test("0, 00 and an empty name are no kata, never an ambiguous prefix")
    func zeroAndEmpty() {
        #expect(lookup.kata(named: "0") == .failure(.unknown(name: "0", suggestion: nil)))
        #expect(lookup.kata(named: "0").failureDescription == "There is no kata 0. `kata-runner list` shows them all, numbered from 1.")
        #expect(lookup.kata(named: "00") == .failure(.unknown(name: "00", suggestion: nil)))
        #expect(lookup.kata(named: "").failureDescription?.hasPrefix("A kata needs a name") == true)
        #expect(lookup.kata(named: "  ").failureDescription?.hasPrefix("A kata needs a name") == true)
    }

    @Test("A prefix shared by two katas asks for more")
    func ambiguous() {
        let several = KataLookup(katas: lookup.katas + [Kata(number: 5, slug: "routes", title: "R", module: "R", lessonFile: "05.md")])
        #expect(several.kata(named: "rou") == .failure(.ambiguous(name: "rou", matches: ["router", "routes"])))
    }

    @Test("The folder name pads the number to two digits")
    func folder() {
        #expect(lookup.katas[0].folder == "01-onboarding")
        #expect(lookup.katas[0].exercisePath == "Exercises/01-onboarding")
        #expect(lookup.katas[0].graderSuiteID == "OnboardingGrader.OnboardingGrader")
        #expect(lookup.katas[0].mutantSuiteID == "OnboardingGrader.OnboardingMutantTests")
        #expect(lookup.katas[0].baselineSuiteID == "OnboardingGrader.OnboardingBaselineTests")
    }
}

extension Result where Failure == KataLookup.Failure {
    var failureDescription: String? {
        if case let .failure(failure) = self {
            return failure.description
        }
        return nil
    }
}
