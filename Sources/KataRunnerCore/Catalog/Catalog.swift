/// The workbook's katas, in learning order: the one place that lists them for the runner.
///
/// `Package.swift` lists the same folders and modules; a test keeps the two in step. Each
/// kata's hints are in `Lessons/hints/`, beside its lesson.
public enum Catalog {
    /// Every kata, in learning order.
    public static let katas: [Kata] = [
        Kata(
            number: 1,
            slug: "onboarding",
            title: "The onboarding coordinator",
            module: "Onboarding",
            lessonFile: "01-onboarding-coordinator.md"
        ),
        Kata(
            number: 2,
            slug: "router",
            title: "The router and its screen factory",
            module: "Routing",
            lessonFile: "02-router-factory.md"
        ),
        Kata(
            number: 3,
            slug: "child-coordinators",
            title: "Child coordinators and their release",
            module: "ChildCoordinators",
            lessonFile: "03-child-coordinators.md"
        ),
        Kata(
            number: 4,
            slug: "deep-links",
            title: "The tab bar and deep links",
            module: "DeepLinks",
            lessonFile: "04-deep-links.md"
        ),
    ]
}
