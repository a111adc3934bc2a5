import Foundation

/// How a cell's background looks: colour, corners, stroke. Kept; nothing is drawn.
///
/// ```swift
/// var background = UIBackgroundConfiguration.listGroupedCell()
/// background.backgroundColor = .secondarySystemBackground
/// cell.backgroundConfiguration = background
/// ```
@preconcurrency @MainActor
public struct UIBackgroundConfiguration {
    /// The background colour, or `nil` for the style's own.
    public var backgroundColor: UIColor?
    /// A view of your own behind the content; kept, not shown.
    public var customView: UIView?
    /// How round the corners are.
    public var cornerRadius: CGFloat = 0
    /// The colour of the outline, or `nil` for none.
    public var strokeColor: UIColor?
    /// How wide the outline is.
    public var strokeWidth: CGFloat = 0
    /// How far the background is inset from the cell's edges.
    public var backgroundInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    private init() {}

    /// The background of a cell in a plain list.
    public static func listPlainCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration()
    }

    /// The background of a cell in a grouped or inset-grouped list.
    public static func listGroupedCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration()
    }

    /// The background of a cell in a sidebar.
    public static func listSidebarCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration()
    }

    /// A clear background.
    public static func clear() -> UIBackgroundConfiguration {
        var configuration = UIBackgroundConfiguration()
        configuration.backgroundColor = .clear
        return configuration
    }
}
