import Foundation

/// The room a compositional layout's section has: its size and insets.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer: NSObjectProtocol {
    /// The container's size.
    var contentSize: CGSize { get }
    /// The container's size inside its insets.
    var effectiveContentSize: CGSize { get }
    /// The container's insets.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The container's insets, the safe area's included.
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}
