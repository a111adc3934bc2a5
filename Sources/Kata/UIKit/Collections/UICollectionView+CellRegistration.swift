import Foundation

/// Cell registrations, UIKit's way since iOS 14 to make and configure a collection view's cells.
extension UICollectionView {
    /// How to make and configure the cells of one class for items of one type.
    ///
    /// ```swift
    /// let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Photo> { cell, _, photo in
    ///     var content = cell.defaultContentConfiguration()
    ///     content.text = photo.caption
    ///     cell.contentConfiguration = content
    /// }
    /// ```
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures a cell for an item at an index path.
        public typealias Handler = (Cell, IndexPath, Item) -> Void

        let handler: Handler

        /// Creates a registration whose cells the handler configures.
        public init(handler: @escaping Handler) {
            self.handler = handler
        }
    }

    /// A new cell of the registration's class, configured by its handler for the item.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>,
        for indexPath: IndexPath,
        item: Item?
    ) -> Cell {
        let cell = Cell(registeredWithReuseIdentifier: String(describing: Cell.self))
        if let item {
            registration.handler(cell, indexPath, item)
        }
        return cell
    }
}
