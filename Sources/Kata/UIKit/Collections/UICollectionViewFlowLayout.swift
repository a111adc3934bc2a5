import Foundation

/// A layout of items in lines, such as a grid; the model keeps its sizes and spacing.
///
/// ```swift
/// let layout = UICollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 100, height: 120)
/// layout.minimumInteritemSpacing = 8
/// let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
/// ```
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The size the layout gives items when it computes it itself, from their content.
    nonisolated public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// The size of every item.
    open var itemSize = CGSize(width: 50, height: 50)
    /// An estimate of the items' size; `.zero` for none.
    open var estimatedItemSize = CGSize.zero
    /// The space between lines of items.
    open var minimumLineSpacing: CGFloat = 10
    /// The space between items in a line.
    open var minimumInteritemSpacing: CGFloat = 10
    /// The space around each section.
    open var sectionInset = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    /// The direction the items run and scroll.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
}
