import Foundation

/// A picture of a window's controllers as a text tree, for failure messages.
///
/// It shows the window, its root, each container's children (the selected tab, the whole
/// navigation stack), each presentation with its style, and marks the screen the user sees:
///
/// ```
/// UIWindow (key, visible)
/// └─ UITabBarController
///    ├─ UINavigationController (tab 0, selected)
///    │  ├─ HomeViewController "Home"
///    │  └─ DetailViewController "Item 7"
///    ├─ UINavigationController (tab 1)
///    │  └─ ProfileViewController "Profile"
///    └─ presents UINavigationController (pageSheet)
///       └─ EditProfileViewController "Edit"   ◀ visible
/// ```
///
/// The snapshot holds text only, so keeping one keeps no controller alive.
public struct HierarchySnapshot: Sendable, Hashable, CustomStringConvertible {
    /// The picture's lines, top to bottom.
    public let lines: [String]
    /// The name of the screen the user sees, such as `DetailViewController "Item 7"`, if any.
    public let visibleScreen: String?

    /// Takes a picture of a window.
    @MainActor
    public init(of window: UIWindow) {
        MainTurn.end()
        let visible = window.visibleViewController
        var lines = ["UIWindow (\(window.isKeyWindow ? "key, " : "")\(window.isHidden ? "hidden" : "visible"))"]
        if let root = window.rootViewController {
            let stranded = window.strandedPresenters
            lines += HierarchySnapshot.render(root, note: nil, prefix: "", isLast: stranded.isEmpty, visible: visible)
            for (index, former) in stranded.enumerated() {
                lines += HierarchySnapshot.render(former, note: "a former root, still presenting behind the root", prefix: "", isLast: index == stranded.count - 1, visible: visible)
            }
        } else {
            lines.append("└─ (no root view controller)")
        }
        self.lines = lines
        self.visibleScreen = visible?.displayName
    }

    /// The picture, one line per controller.
    public var description: String {
        lines.joined(separator: "\n")
    }

    @MainActor
    private static func render(
        _ controller: UIViewController,
        note: String?,
        prefix: String,
        isLast: Bool,
        visible: UIViewController?
    ) -> [String] {
        var label = controller.displayName
        if let note {
            label += " (\(note))"
        }
        if controller === visible {
            label += "   ◀ visible"
        }
        var lines = [prefix + (isLast ? "└─ " : "├─ ") + label]
        let childPrefix = prefix + (isLast ? "   " : "│  ")
        var items: [(UIViewController, String?)] = []
        let selected = (controller as? UITabBarController)?.selectedViewController
        for (index, child) in controller.children.enumerated() {
            if controller is UITabBarController {
                items.append((child, child === selected ? "tab \(index), selected" : "tab \(index)"))
            } else {
                items.append((child, nil))
            }
        }
        if let presented = controller.presentedStorage {
            items.append((presented, nil))
        }
        for (index, item) in items.enumerated() {
            let last = index == items.count - 1
            if item.0 === controller.presentedStorage {
                var presentedLines = render(item.0, note: "\(item.0.presentationStyleInEffect.resolved)", prefix: childPrefix, isLast: last, visible: visible)
                presentedLines[0] = presentedLines[0].replacingFirstLabel(with: "presents ")
                lines += presentedLines
            } else {
                lines += render(item.0, note: item.1, prefix: childPrefix, isLast: last, visible: visible)
            }
        }
        return lines
    }
}

private extension String {
    /// Inserts `word` after the tree's branch characters.
    func replacingFirstLabel(with word: String) -> String {
        guard let range = range(of: "─ ") else { return word + self }
        return replacingCharacters(in: range, with: "─ " + word)
    }
}
