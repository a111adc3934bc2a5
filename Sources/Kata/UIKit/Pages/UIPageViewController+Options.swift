/// The kinds and directions of a page container's changes.
extension UIPageViewController {
    /// How pages change.
    public enum TransitionStyle: Int, Sendable {
        /// A page curls over.
        case pageCurl
        /// Pages slide.
        case scroll
    }

    /// Which way the user swipes.
    public enum NavigationOrientation: Int, Sendable {
        /// Left and right.
        case horizontal
        /// Up and down.
        case vertical
    }

    /// Which way a change goes.
    public enum NavigationDirection: Int, Sendable {
        /// To the next page.
        case forward
        /// To the previous page.
        case reverse
    }

    /// The keys of a page container's options.
    public struct OptionsKey: RawRepresentable, Sendable, Hashable {
        /// The key's name.
        public var rawValue: String

        /// Creates a key.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The space between pages.
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
        /// Where a curled page's spine is.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
    }
}
