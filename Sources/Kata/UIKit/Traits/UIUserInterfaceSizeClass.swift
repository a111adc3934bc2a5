/// How much room there is along an axis.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// Unknown.
    case unspecified
    /// Little room, as an iPhone's width in portrait.
    case compact
    /// Ample room.
    case regular
}
