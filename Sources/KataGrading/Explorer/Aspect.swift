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

    /// Creates an aspect from its name and how it is read.
    public init(_ name: String, read: @escaping (ExploredApp) -> [String]) {
        self.name = name
        self.read = read
    }

    /// The window's controllers as a tree: every screen, the stacks, what is presented and how,
    /// the selected tab, each screen's title.
    public static let screens = Aspect("Screens") { app in
        Array(app.user.hierarchy.lines.dropFirst())
    }

    /// The texts of the labels the user sees, top to bottom.
    public static let texts = Aspect("Texts on screen") { app in
        app.user.visibleTexts
    }

    /// What each field on screen holds, by placeholder: `Name: "Ada"`.
    public static let fields = Aspect("Fields") { app in
        app.user.fieldTexts.sorted { $0.key < $1.key }.map { "\($0.key): \"\($0.value)\"" }
    }

    /// The class name of the screen the user sees.
    public static let visibleScreen = Aspect("Visible screen") { app in
        [ScreenName.visible(to: app.user)]
    }
}
