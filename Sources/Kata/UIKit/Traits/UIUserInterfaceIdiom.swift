/// The kind of device; the model is an iPhone.
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// Unknown.
    case unspecified = -1
    /// An iPhone.
    case phone = 0
    /// An iPad.
    case pad = 1
    /// A television.
    case tv = 2
    /// CarPlay.
    case carPlay = 3
    /// A Mac.
    case mac = 5
    /// Vision Pro.
    case vision = 6
}
