// swift-tools-version:6.0
import Foundation
import PackageDescription

// MARK: - The katas

/// One entry of `katas.json`, the workbook's one list of katas, which kata-runner reads too.
struct KataEntry: Decodable {
    let number: Int
    let slug: String
    let module: String
    /// For a kata whose learner writes tests: the module of code it gives them to test.
    let given: String?

    /// The folder under `Exercises/`, `Stubs/`, `Sources/Solutions/`, `Sources/Mutants/` and `Tests/KataTests/`.
    var folder: String {
        (number < 10 ? "0" : "") + "\(number)-\(slug)"
    }
}

/// The list's shape.
struct KataList: Decodable {
    let katas: [KataEntry]
}

/// The katas in learning order, from `katas.json`.
let katas: [KataEntry] = {
    let path = Context.packageDirectory + "/katas.json"
    guard let data = FileManager.default.contents(atPath: path),
          let list = try? JSONDecoder().decode(KataList.self, from: data) else {
        fatalError("katas.json, the list of katas, is missing or malformed: restore it with `git checkout -- katas.json`.")
    }
    return list.katas
}()

// MARK: - What to grade

/// `KATA_SUBJECT=exercises` makes each kata's module the learner's `Exercises/` folder, which
/// `kata-runner` grades; by default it is the reference solution, which `kata-runner verify`
/// grades (a plain `swift test` skips the graders: `KATA_GRADE=1` asks for them).
let gradesExercises = Context.environment["KATA_SUBJECT"] == "exercises"

/// `KATA_EXCLUDE=Onboarding,…` leaves katas out, so one that does not compile does not stop
/// the others from being graded.
let excludedModules = Set((Context.environment["KATA_EXCLUDE"] ?? "").split(separator: ",").map(String.init))

/// `KATA_PREVIEWLESS=PathCoordinator,…` builds those katas' exercises from kata-runner's copies
/// of their folders without Xcode's `#Preview` blocks, which need a macro only Xcode has.
let previewlessModules = Set((Context.environment["KATA_PREVIEWLESS"] ?? "").split(separator: ",").map(String.init))

/// Where kata-runner keeps those copies (`PreviewlessCopies.folder`).
let previewlessFolder = ".build/kata-runner/previewless"

/// Whether a kata's exercise folder is there: a learner may have renamed or deleted it, and the
/// package must still load so kata-runner can say so and `reset` can bring it back.
func exerciseExists(_ folder: String) -> Bool {
    FileManager.default.fileExists(atPath: Context.packageDirectory + "/Exercises/" + folder)
}

let swift6: [SwiftSetting] = [.swiftLanguageMode(.v6)]

/// The model and the grading kit are compiled optimized even in a debug build: a grade runs
/// the learner's app and the lesson's through thousands of states, and the unoptimized model
/// spends most of that in generic code (kata 5's grade: 2.2 s unoptimized, 0.9 s optimized;
/// `-Osize` runs as fast as `-O` and compiles the model in 28 s instead of 31 on 2 cores).
/// The learner's modules, the references and the graders stay unoptimized, so a crash still
/// names the learner's line. The model's own closures skip Swift 6's runtime isolation checks,
/// as UIKit's Objective-C code has none (they cost kata 5's grade 8%); the learner's code keeps
/// them. (Unsafe flags: this package is a workbook, not a dependency.)
let optimized: [SwiftSetting] = swift6 + [.unsafeFlags(["-Osize", "-disable-actor-data-race-checks", "-disable-dynamic-actor-isolation"])]

// MARK: - Targets

var targets: [Target] = [
    .target(name: "Kata", swiftSettings: optimized),
    .target(name: "KataGrading", dependencies: ["Kata", "KataRunnerCore"], swiftSettings: optimized),
    .target(name: "KataRunnerCore", swiftSettings: swift6),
    .executableTarget(name: "kata-runner", dependencies: ["KataRunnerCore"], swiftSettings: swift6),
]

// The model's and the runner's own tests; grading a learner's exercises needs only the graders,
// so kata-runner's build leaves them out: a third less to build before the first verdict.
if !gradesExercises {
    targets.append(.testTarget(
        name: "KataTests",
        dependencies: ["Kata", "KataGrading", "KataRunnerCore"],
        path: "Tests/KataTests/Core",
        exclude: ["Runner/Fixtures"],
        swiftSettings: swift6
    ))
    // Swift 5 mode on purpose: it proves that code written against UIKit in that mode (a
    // coordinator without @MainActor) compiles against the model too.
    targets.append(.testTarget(
        name: "Swift5ModeTests",
        dependencies: ["Kata"],
        path: "Tests/KataTests/Swift5Mode",
        swiftSettings: [.swiftLanguageMode(.v5)]
    ))
}

/// The targets of a kata whose learner writes tests of code it gives them.
///
/// The given module is built from `Sources/Given/<folder>`, except that each file of
/// `Sources/Broken/<folder>` replaces the given file of its name: the same code with marked lines
/// that break it in one way or another when a test process asks (`KATA_BROKEN`). The learner's
/// tests (the exercise, or the reference tests in `Sources/Solutions/`) are a test target of the
/// kata's module name; the wrong suites the grader must catch are one too.
func testWritingTargets(_ kata: KataEntry, given: String) -> [Target] {
    let givenTarget = Target.Dependency.target(name: given)
    func entries(_ folder: String) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: Context.packageDirectory + "/Sources/" + folder)) ?? []
    }
    // The target's path is all of Sources/, so everything else in it is excluded by name.
    let replaced = entries("Broken/" + kata.folder).map { "Given/\(kata.folder)/\($0)" }.filter { entries("Given/" + kata.folder).contains(String($0.split(separator: "/").last ?? "")) }
    let others = entries("").filter { $0 != "Given" && $0 != "Broken" }
        + entries("Given").filter { $0 != kata.folder }.map { "Given/" + $0 }
        + entries("Broken").filter { $0 != kata.folder }.map { "Broken/" + $0 }
    var result: [Target] = [.target(
        name: given,
        dependencies: ["Kata"],
        path: "Sources",
        exclude: replaced + others,
        sources: ["Given/\(kata.folder)", "Broken/\(kata.folder)"],
        swiftSettings: swift6
    )]
    if gradesExercises {
        result.append(.testTarget(name: kata.module, dependencies: ["Kata", givenTarget], path: "Exercises/\(kata.folder)", swiftSettings: swift6))
    } else {
        if exerciseExists(kata.folder) {
            result.append(.testTarget(name: "\(kata.module)Exercise", dependencies: ["Kata", givenTarget], path: "Exercises/\(kata.folder)", swiftSettings: swift6))
        }
        result.append(.testTarget(name: kata.module, dependencies: ["Kata", givenTarget], path: "Sources/Solutions/\(kata.folder)", swiftSettings: swift6))
        result.append(.testTarget(name: "\(kata.module)Mutants", dependencies: ["Kata", "KataGrading", givenTarget], path: "Sources/Mutants/\(kata.folder)", swiftSettings: swift6))
    }
    result.append(.testTarget(
        name: "\(kata.module)Grader",
        dependencies: ["Kata", "KataGrading", givenTarget],
        path: "Tests/KataTests/\(kata.folder)",
        exclude: gradesExercises ? ["Mutants"] : [],
        swiftSettings: swift6 + (gradesExercises ? [.define("GRADING_EXERCISES")] : [])
    ))
    return result
}

for kata in katas where !excludedModules.contains(kata.module) {
    if let given = kata.given {
        targets += testWritingTargets(kata, given: given)
        continue
    }
    if gradesExercises {
        let exercises = (previewlessModules.contains(kata.module) ? previewlessFolder + "/" : "") + "Exercises/\(kata.folder)"
        targets.append(.target(name: kata.module, dependencies: ["Kata"], path: exercises, swiftSettings: swift6))
        // The lesson's own app, which the grader's explorer runs beside the learner's: the
        // reference solution under a module name of its own (the verify build grades the
        // reference itself, so there it is the kata's module).
        targets.append(.target(name: kata.module + "Reference", dependencies: ["Kata"], path: "Sources/Solutions/\(kata.folder)", swiftSettings: swift6))
    } else {
        if exerciseExists(kata.folder) {
            targets.append(.target(name: "\(kata.module)Exercise", dependencies: ["Kata"], path: "Exercises/\(kata.folder)", swiftSettings: swift6))
        }
        targets += [
            .target(name: kata.module, dependencies: ["Kata"], path: "Sources/Solutions/\(kata.folder)", swiftSettings: swift6),
            .target(
                name: "\(kata.module)Mutants",
                dependencies: ["Kata", .target(name: kata.module)],
                path: "Sources/Mutants/\(kata.folder)",
                swiftSettings: swift6
            ),
        ]
    }
    targets.append(.testTarget(
        name: "\(kata.module)Grader",
        dependencies: ["Kata", "KataGrading", .target(name: kata.module)]
            + (gradesExercises ? [.target(name: kata.module + "Reference")] : [.target(name: "\(kata.module)Mutants")]),
        path: "Tests/KataTests/\(kata.folder)",
        exclude: gradesExercises ? ["Mutants"] : [],
        swiftSettings: swift6 + (gradesExercises ? [.define("GRADING_EXERCISES")] : [])
    ))
}

let package = Package(
    name: "CoordinatorKatas",
    products: [
        .library(name: "Kata", targets: ["Kata"]),
        .executable(name: "kata-runner", targets: ["kata-runner"]),
    ],
    targets: targets
)
