/// The container a `containerBackground` modifier sets the background of; kept, not drawn.
public struct ContainerBackgroundPlacement: Sendable, Hashable {
    let name: String

    /// Inside a `NavigationStack` or a `NavigationSplitView`.
    public static let navigation = ContainerBackgroundPlacement(name: "navigation")
    /// Behind the content of a `NavigationSplitView`.
    public static let navigationSplitView = ContainerBackgroundPlacement(name: "navigationSplitView")
    /// Inside a `TabView`.
    public static let tabView = ContainerBackgroundPlacement(name: "tabView")
    /// A widget's background.
    public static let widget = ContainerBackgroundPlacement(name: "widget")
}
