/// A lesson of the workbook that belongs to no kata, which `kata-runner lesson <name>` prints.
public struct Guide: Sendable, Hashable {
    /// The name learners type after `kata-runner lesson`, such as `uikit`.
    public let name: String
    /// The guide's title.
    public let title: String
    /// The guide's path from the workbook's root.
    public let path: String
    /// Who should read it, and when.
    public let audience: String

    /// The primer for learners who know SwiftUI better than UIKit.
    public static let uikit = Guide(
        name: "uikit",
        title: "UIKit for SwiftUI developers",
        path: "Lessons/uikit-for-swiftui-developers.md",
        audience: "before kata 1, if you come from SwiftUI"
    )

    /// Lesson 00: what the model reproduces of UIKit and SwiftUI, and where a device differs.
    public static let model = Guide(
        name: "model",
        title: "The model: a UIKit that runs without a screen",
        path: "Lessons/00-the-model.md",
        audience: "before kata 1, and whenever a message surprises you"
    )

    /// The questions interviewers ask about coordinators, each answered and tied to its kata.
    public static let interview = Guide(
        name: "interview",
        title: "The coordinator interview",
        path: "Lessons/interview.md",
        audience: "once every kata passes, before an interview"
    )

    /// Every guide, in the order to read them.
    public static let all: [Guide] = [.uikit, .model, .interview]

    /// The guide named exactly `name`, whatever its case.
    public static func named(_ name: String) -> Guide? {
        all.first { $0.name == name.lowercased() }
    }
}
