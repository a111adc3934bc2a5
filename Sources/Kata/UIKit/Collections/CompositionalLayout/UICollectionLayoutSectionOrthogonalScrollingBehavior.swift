/// How a compositional layout's section scrolls across the collection view's direction.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// The section does not scroll across.
    case none = 0
    /// It scrolls across freely.
    case continuous
    /// It scrolls across and stops at a group's leading edge.
    case continuousGroupLeadingBoundary
    /// It scrolls across a page at a time.
    case paging
    /// It scrolls across a group at a time.
    case groupPaging
    /// It scrolls across a group at a time, the group centred.
    case groupPagingCentered
}
