/// The kinds of tab the system titles and draws itself.
extension UITabBarItem {
    /// A kind of tab with the system's title and image.
    public enum SystemItem: Int, Sendable, CaseIterable {
        /// More.
        case more
        /// Favorites.
        case favorites
        /// Featured.
        case featured
        /// Top Rated.
        case topRated
        /// Recents.
        case recents
        /// Contacts.
        case contacts
        /// History.
        case history
        /// Bookmarks.
        case bookmarks
        /// Search.
        case search
        /// Downloads.
        case downloads
        /// Most Recent.
        case mostRecent
        /// Most Viewed.
        case mostViewed

        /// The title iOS shows, in English.
        var title: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }

        /// The name of a symbol that stands for the system's image.
        var symbolName: String {
            switch self {
            case .more: "ellipsis"
            case .favorites: "star.fill"
            case .featured: "star"
            case .topRated: "star.circle"
            case .recents, .mostRecent: "clock"
            case .contacts: "person.crop.circle"
            case .history: "clock.arrow.circlepath"
            case .bookmarks: "book"
            case .search: "magnifyingglass"
            case .downloads: "arrow.down.circle"
            case .mostViewed: "list.number"
            }
        }
    }
}
