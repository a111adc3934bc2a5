import Foundation

/// The object that places a collection view's items; the model keeps it and lays out nothing:
/// every item's cell is on screen, one after the other.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view that uses this layout.
    public internal(set) weak var collectionView: UICollectionView?

    /// Creates a layout.
    public override init() {
        super.init()
    }

    /// Asks for the layout to be computed again; nothing is laid out here.
    open func invalidateLayout() {}
}
