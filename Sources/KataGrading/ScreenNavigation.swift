import Kata

/// Finds navigation that screens did by themselves: journal entries whose call site lies in a
/// screen's code.
///
/// A screen may report what the user did; pushing, presenting, dismissing, replacing a stack,
/// setting a window's root or picking a tab belongs to a coordinator or a router. The journal
/// names the line behind each of those, and ``SourceOutline`` tells which type that line is in,
/// so a push written inside `WelcomeViewController` (in any file, in any closure) is found even
/// when a coordinator handed the screen the controller to push.
@MainActor
public enum ScreenNavigation {
    /// A transition that a screen's own code asked for.
    public struct Violation: Sendable, CustomStringConvertible {
        /// The journal's line for it, such as `push AccountCreationViewController`.
        public var summary: String
        /// The screen whose code asked for it.
        public var screen: String
        /// Where, as the learner finds it.
        public var callSite: CallSite

        /// `push AccountCreationViewController, asked by WelcomeViewController at Exercises/…/WelcomeViewController.swift:31`.
        public var description: String {
            "\(summary), asked by \(screen)'s own code at \(callSite)"
        }
    }

    /// The kinds of entry that are navigation.
    private static let navigationKinds: Set<TransitionJournal.Kind> = [.push, .pop, .setViewControllers, .present, .dismiss, .setRoot, .selectTab]

    /// The navigation entries of `journal` whose call site lies inside one of `screens` (class names).
    ///
    /// Entries made by the model itself (a property setter such as `viewControllers =`, which
    /// cannot know its caller's line) name no screen and are left out.
    public static func violations(in journal: TransitionJournal, screens: Set<String>) -> [Violation] {
        journal.entries.compactMap { entry in
            guard navigationKinds.contains(entry.kind), let site = entry.callSite, !site.fileID.hasPrefix("Kata/"),
                  let type = enclosingType(of: site), screens.contains(type) else { return nil }
            return Violation(summary: entry.summary, screen: type, callSite: site)
        }
    }

    /// Whether every navigation entry among `entries` names a line outside the model and outside
    /// `screens` (class names): navigation that code other than a screen's asked for, such as a
    /// closure a coordinator wrote, which can outlive the coordinator. `false` when there is no
    /// navigation entry, one whose line the model could not know, or one in an extension of a
    /// UIKit type (`extension UIViewController`), which screens inherit.
    public static func madeElsewhere(_ entries: [TransitionJournal.Entry], screens: Set<String>) -> Bool {
        let navigation = entries.filter { navigationKinds.contains($0.kind) }
        return !navigation.isEmpty && navigation.allSatisfy { entry in
            guard let site = entry.callSite, !site.fileID.hasPrefix("Kata/"), let type = enclosingType(of: site) else { return false }
            return !screens.contains(type) && !type.hasPrefix("UI")
        }
    }

    /// The type whose code holds a call site; when the file cannot be read, the type its file is named after.
    private static func enclosingType(of site: CallSite) -> String? {
        if let outline = outline(of: site.filePath) {
            return outline.enclosingType(ofLine: site.line)
        }
        return String(site.fileName.dropLast(".swift".count))
    }

    private static var outlines: [String: SourceOutline?] = [:]

    private static func outline(of path: String) -> SourceOutline? {
        if let known = outlines[path] {
            return known
        }
        let outline = SourceOutline(filePath: path)
        outlines[path] = outline
        return outline
    }
}
