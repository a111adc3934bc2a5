/// A bar a toolbar modifier styles; kept, not drawn.
public struct ToolbarPlacement: Sendable, Hashable {
    let name: String

    /// The bar of the navigation stack.
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    /// The tab bar.
    public static let tabBar = ToolbarPlacement(name: "tabBar")
    /// The bottom toolbar.
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
    /// Whichever bar fits.
    public static let automatic = ToolbarPlacement(name: "automatic")
}
