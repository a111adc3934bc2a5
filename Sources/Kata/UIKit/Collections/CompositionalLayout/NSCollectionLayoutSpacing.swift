import Foundation

/// The space between the items of a compositional layout's group, fixed or flexible; the model
/// keeps it.
@preconcurrency @MainActor
public class NSCollectionLayoutSpacing: NSObject {
    /// The points of space, or the least of them when flexible.
    public let spacing: CGFloat
    /// Whether the space is exactly `spacing`.
    public let isFixedSpacing: Bool
    /// Whether the space can grow from `spacing`.
    public let isFlexibleSpacing: Bool

    required init(spacing: CGFloat, fixed: Bool) {
        self.spacing = spacing
        isFixedSpacing = fixed
        isFlexibleSpacing = !fixed
        super.init()
    }

    /// Exactly this much space.
    public class func fixed(_ fixedSpacing: CGFloat) -> Self {
        Self(spacing: fixedSpacing, fixed: true)
    }

    /// At least this much space, more when there is room.
    public class func flexible(_ flexibleSpacing: CGFloat) -> Self {
        Self(spacing: flexibleSpacing, fixed: false)
    }
}
