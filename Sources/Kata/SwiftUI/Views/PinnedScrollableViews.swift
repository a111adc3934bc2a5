/// The headers and footers a lazy stack keeps in sight while it scrolls; kept, not laid out.
public struct PinnedScrollableViews: OptionSet, Sendable {
    /// The raw value.
    public let rawValue: UInt32

    /// Creates a set of pinned views from its raw value.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}
