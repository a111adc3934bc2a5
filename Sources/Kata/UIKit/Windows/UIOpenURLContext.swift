import Foundation

/// A URL the system asks a scene to open, with its options.
public final class UIOpenURLContext: NSObject, Sendable {
    /// The URL to open.
    public let url: URL
    /// Where the URL came from.
    public let options: UIScene.OpenURLOptions

    /// Creates a context.
    public init(url: URL, options: UIScene.OpenURLOptions = UIScene.OpenURLOptions()) {
        self.url = url
        self.options = options
        super.init()
    }

    /// Whether two contexts carry the same URL and options.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIOpenURLContext else { return false }
        return url == other.url && options == other.options
    }

    /// A hash of the URL and options.
    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(url)
        hasher.combine(options)
        return hasher.finalize()
    }
}
