import Foundation

/// A controller whose view is a collection view it serves itself: override the data source and
/// delegate methods, as on iOS. Like a table view controller, it clears the selection each time
/// it is about to appear.
///
/// ```swift
/// final class AlbumViewController: UICollectionViewController {
///     var onSelect: ((Photo) -> Void)?
///
///     override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
///         onSelect?(photos[indexPath.item])
///     }
/// }
/// ```
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    /// Whether the controller clears the selection each time it is about to appear; `true` by default.
    open var clearsSelectionOnViewWillAppear = true
    /// The layout the controller was made with, for the collection view it makes.
    private let initialLayout: UICollectionViewLayout

    /// Creates a controller that manages a collection view with a layout.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller with a flow layout; nibs do not exist in the model.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a controller from an archive, as storyboards do.
    public required init?(coder: NSCoder) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The collection view the controller manages: its view, loaded on first access.
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }

    /// The layout of the collection view: the one it uses now.
    open var collectionViewLayout: UICollectionViewLayout {
        (viewIfLoaded as? UICollectionView)?.collectionViewLayout ?? initialLayout
    }

    /// Makes the collection view, with this controller as its data source and delegate.
    open override func loadView() {
        let collectionView = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: initialLayout)
        collectionView.dataSource = self
        collectionView.delegate = self
        view = collectionView
    }

    /// Clears the selection, when `clearsSelectionOnViewWillAppear` is `true`.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if clearsSelectionOnViewWillAppear {
            collectionView?.selectItem(at: nil, animated: animated, scrollPosition: [])
        }
    }

    // MARK: - UICollectionViewDataSource

    /// One section; override to give more.
    open func numberOfSections(in collectionView: UICollectionView) -> Int {
        1
    }

    /// No items; override to give the number of items in a section.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        0
    }

    /// An empty cell; override to give each item's cell.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }

    /// An empty view; override to give a section's header or footer, which the model never asks
    /// for, as it lays out no supplementary views.
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        UICollectionReusableView(frame: .zero)
    }

    // MARK: - UICollectionViewDelegate

    /// `true`; override to keep the user from highlighting an item.
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        true
    }

    /// `true`; override to keep the user from selecting an item.
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        true
    }

    /// Does nothing; override to act on the user's selection.
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}

    /// `true`; override to keep an item selected.
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        true
    }

    /// Does nothing; override to act on the user's deselection.
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}

    // MARK: - UIScrollViewDelegate

    /// Does nothing; the model never scrolls.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}

    /// Does nothing; the model never scrolls.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}

    /// Does nothing; the model never scrolls.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}

    /// Does nothing; the model never scrolls.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
}
