import Kata

/// One thing the explorer compares between the lesson's app and the learner's after each step:
/// the screens, the texts on screen, the parent's reports.
///
/// ```swift
/// Aspect("Texts on screen") { app in app.user.visibleTexts }
/// ```
@MainActor
public struct Aspect {
    /// What the aspect is, as a message names it: "Screens", "Texts on screen".
    public let name: String
    /// Reads the aspect from an app, a line each.
    public let read: (ExploredApp) -> [String]
    /// For what the user does not see (what the app told its parent, the requests it made),
    /// where to look when only such aspects differ; `nil` for what the user sees.
    public let outOfSight: String?

    /// Creates an aspect from its name and how it is read.
    ///
    /// - Parameter outOfSight: For an aspect the user does not see, where to look when it differs.
    public init(_ name: String, outOfSight: String? = nil, read: @escaping (ExploredApp) -> [String]) {
        self.name = name
        self.outOfSight = outOfSight
        self.read = read
    }

    /// What the app told its parent, a line each, as `read` gives it: out of sight, so a
    /// difference there alone says to look at what the flow reports, and when.
    public static func reportsToParent(_ read: @escaping (ExploredApp) -> [String]) -> Aspect {
        Aspect("Reports to the parent", outOfSight: "Look at what your flow tells its parent, and when: once, as the flow ends, with the result the lesson gives for the way it ended.", read: read)
    }

    /// The window's controllers as a tree: every screen, the stacks, what is presented and how,
    /// the selected tab, each screen's title.
    public static let screens = Aspect("Screens") { app in
        Array(app.user.hierarchy.lines.dropFirst())
    }

    /// The screens by stack, whatever containers hold them: each tab's stack (the selected one
    /// marked), then what is presented, each screen by class and title, the visible one marked.
    /// A sheet that is a screen alone and one in a navigation controller of its own look alike.
    public static let stacks = Aspect("Screens") { app in
        let user = app.user
        guard let root = user.window.rootViewController else { return ["(no root view controller)"] }
        let visible = user.visibleViewController
        var lines = describe(root, visible: visible)
        var presented = root.presentedViewController
        while let shown = presented {
            lines += describe(shown, visible: visible).map { "presents " + $0 }
            presented = shown.presentedViewController
        }
        return lines
    }

    /// A container's screens as lines: a tab bar's tabs, a stack's screens joined by arrows.
    private static func describe(_ controller: UIViewController, visible: UIViewController?) -> [String] {
        if let tabs = controller as? UITabBarController {
            return (tabs.viewControllers ?? []).enumerated().map { index, tab in
                "tab \(index)\(tab === tabs.selectedViewController ? " (selected)" : ""): " + describe(tab, visible: visible).joined(separator: " → ")
            }
        }
        if let stack = controller as? UINavigationController {
            return [stack.viewControllers.map { name($0, visible: visible) }.joined(separator: " → ")]
        }
        return [name(controller, visible: visible)]
    }

    /// A screen by class and title, marked when the user sees it.
    private static func name(_ controller: UIViewController, visible: UIViewController?) -> String {
        let title = controller.title.map { " \"\($0)\"" } ?? ""
        return ScreenName.of(controller) + title + (controller === visible ? " ◀" : "")
    }

    /// The texts of the labels the user sees, top to bottom.
    public static let texts = Aspect("Texts on screen") { app in
        app.user.visibleTexts
    }

    /// The screens the app made that the user left but that are still alive, by class, read
    /// while `applies` says the lesson makes their release a rule (while the flow runs, say),
    /// else none: for a kata whose lesson's app then reads none.
    public static func screensLeftAlive(while applies: @escaping (ExploredApp) -> Bool = { _ in true }) -> Aspect {
        Aspect(screensLeftAliveName) { app in
            applies(app) ? app.screensLeftAlive.map { ScreenName.of($0) }.sorted() : []
        }
    }

    /// The name of ``screensLeftAlive``, which chooses a difference's advice.
    static let screensLeftAliveName = "Screens left but still alive"

    /// What each field on screen holds, by placeholder: `Name: "Ada"`.
    public static let fields = Aspect("Fields") { app in
        app.user.fieldTexts.sorted { $0.key < $1.key }.map { "\($0.key): \"\($0.value)\"" }
    }
}
