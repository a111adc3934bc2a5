import Foundation

/// A kata's hints: for each check, tiers from a gentle nudge to a near-answer.
///
/// Hints live in Markdown next to the lessons (`Lessons/hints/NN-slug.md`), one `##` section per
/// check, named exactly as the check, with one `-` item per tier:
///
/// ```markdown
/// ## 1. start() shows Welcome as the only screen
/// - The lesson's section "The pattern" shows what start() is for.
/// - start() creates a WelcomeViewController, connects it, and makes it the only screen.
/// - `navigationController.setViewControllers([welcome], animated: false)`
/// ```
///
/// A tier that starts with a ``DifferenceKind``'s name in brackets (`- [changed nothing] …`) is
/// for a failure of that kind only, as the explorer's check tells it.
public struct HintBook: Sendable {
    /// The tiers of each check, by check name, in the file's order.
    public let sections: [(check: String, tiers: [String])]

    /// Parses a hints file.
    public init(markdown: String) {
        var sections: [(check: String, tiers: [String])] = []
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") {
                sections.append((String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces), []))
            } else if line.hasPrefix("- "), !sections.isEmpty {
                sections[sections.count - 1].tiers.append(String(line.dropFirst(2)))
            }
        }
        self.sections = sections
    }

    /// The check names the book has hints for, in order.
    public var checks: [String] {
        sections.map(\.check)
    }

    /// The tiers for a check, or none: with `kind`, those for every failure and those for a
    /// failure of that kind (without their tag); without it, those for every failure.
    public func tiers(for check: String, kind: DifferenceKind? = nil) -> [String] {
        tagged(check).compactMap { tag, text in
            tag == nil || tag == kind?.rawValue ? text : nil
        }
    }

    /// The kinds' names that tag a tier of `check` but name no ``DifferenceKind``.
    public func unknownTags(for check: String) -> [String] {
        tagged(check).compactMap { tag, _ in
            tag.flatMap { DifferenceKind(rawValue: $0) == nil ? $0 : nil }
        }
    }

    /// The tiers of `check`, each with its `[tag]`, if any, and its text without it.
    private func tagged(_ check: String) -> [(tag: String?, text: String)] {
        (sections.first { $0.check == check }?.tiers ?? []).map { tier in
            guard tier.hasPrefix("["), let end = tier.firstIndex(of: "]") else { return (nil, tier) }
            return (String(tier[tier.index(after: tier.startIndex)..<end]), tier[tier.index(after: end)...].trimmingCharacters(in: .whitespaces))
        }
    }
}
