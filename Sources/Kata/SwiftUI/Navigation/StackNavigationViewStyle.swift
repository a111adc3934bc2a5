/// One column at a time, pushed and popped: how a `NavigationView` looks on iPhone.
public struct StackNavigationViewStyle: NavigationViewStyle {
    /// Creates the style.
    public init() {}
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// One column at a time.
    public static var stack: StackNavigationViewStyle {
        StackNavigationViewStyle()
    }
}
