/// One exercise of the workbook: its lesson, its stub, its grader.
public struct Kata: Sendable, Hashable, Decodable {
    /// The kata's place in learning order, from 1.
    public let number: Int
    /// The short name learners type, such as `onboarding`.
    public let slug: String
    /// The kata's title, such as "The onboarding coordinator".
    public let title: String
    /// The Swift module the grader imports, such as `Onboarding`.
    public let module: String
    /// The lesson's file name inside `Lessons/`.
    public let lessonFile: String
    /// For a kata whose learner writes tests, not code: the module of code it gives them to test,
    /// such as `Checkout`, in ``givenPath``; `module` is then the learner's test module.
    public let given: String?
    private enum CodingKeys: String, CodingKey {
        case number, slug, title, module, given
        case lessonFile = "lesson"
    }

    /// Creates a kata.
    public init(number: Int, slug: String, title: String, module: String, lessonFile: String, given: String? = nil) {
        self.number = number
        self.slug = slug
        self.title = title
        self.module = module
        self.lessonFile = lessonFile
        self.given = given
    }

    /// The folder name shared by the exercise, solution, mutants and grader: `01-onboarding`.
    public var folder: String {
        (number < 10 ? "0" : "") + "\(number)-\(slug)"
    }

    /// The learner's folder, relative to the package root.
    public var exercisePath: String {
        "Exercises/\(folder)"
    }

    /// Whether the file at `path`, relative to the root, is this kata's: in its exercise or its grader.
    public func owns(_ path: String) -> Bool {
        path.hasPrefix(exercisePath + "/") || path.hasPrefix("Tests/KataTests/\(folder)/")
    }

    /// The lesson, relative to the package root.
    public var lessonPath: String {
        "Lessons/\(lessonFile)"
    }

    /// The hints, relative to the package root.
    public var hintsPath: String {
        "Lessons/hints/\(folder).md"
    }

    /// The shipped stub, kept apart so `reset` can bring it back, relative to the package root.
    public var stubPath: String {
        "Stubs/\(folder)"
    }

    /// The code a test-writing kata gives the learner to test, relative to the package root.
    public var givenPath: String {
        "Sources/Given/\(folder)"
    }

    /// The same code with the mistakes its grader breaks it with, behind marked lines, relative to
    /// the package root.
    public var brokenPath: String {
        "Sources/Broken/\(folder)"
    }

    /// The grader's folder, relative to the package root.
    public var graderPath: String {
        "Tests/KataTests/\(folder)"
    }

    /// The test target that grades the kata.
    public var graderModule: String {
        "\(module)Grader"
    }

    /// The Swift Testing ID of the grader's suite: a type named like its module, inside it.
    public var graderSuiteID: String {
        "\(graderModule).\(graderModule)"
    }

    /// The Swift Testing ID of the suite that proves the grader against the kata's mutants.
    public var mutantSuiteID: String {
        "\(graderModule).\(module)MutantTests"
    }

    /// The Swift Testing ID of the suite that proves the grader accepts correct designs written without seeing it.
    public var baselineSuiteID: String {
        "\(graderModule).\(module)BaselineTests"
    }
}
