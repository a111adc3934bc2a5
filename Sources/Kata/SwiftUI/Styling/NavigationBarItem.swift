/// The navigation bar's settings for a screen.
public enum NavigationBarItem {
    /// How the title is shown.
    public enum TitleDisplayMode: Sendable, Hashable {
        /// As the previous screen shows it.
        case automatic
        /// Small, in the bar.
        case inline
        /// Large, below the bar.
        case large
    }
}
