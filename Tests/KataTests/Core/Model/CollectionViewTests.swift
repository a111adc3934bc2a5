import Foundation
import Kata
import Testing

/// A photo's cell, as iOS code writes one: a caption label in its content view.
private final class PhotoCell: UICollectionViewCell {
    let caption = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(caption)
    }

    required init?(coder: NSCoder) {
        nil
    }
}

/// An album: a collection view controller with a flow layout, whose item selection tells its
/// coordinator.
private final class AlbumViewController: UICollectionViewController {
    var photos: [String] {
        didSet { collectionView.reloadData() }
    }
    var onSelect: ((String) -> Void)?

    init(photos: [String]) {
        self.photos = photos
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Album"
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        photos.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
        (cell as? PhotoCell)?.caption.text = photos[indexPath.item]
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        onSelect?(photos[indexPath.item])
    }
}

/// A screen that owns its collection view and fills cells with a list configuration.
private final class TagsViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let tags = ["Swift", "UIKit", "SwiftUI"]
    var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Tag")
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.allowsMultipleSelection = true
        view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        tags.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Tag", for: indexPath)
        var content = UIListContentConfiguration.cell()
        content.text = tags[indexPath.item]
        cell.contentConfiguration = content
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        indexPath.item != 2
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        events.append("select \(indexPath.item)")
    }

    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        events.append("deselect \(indexPath.item)")
    }
}

/// A collection view that counts its dequeues, as subclasses that override UIKit's method do.
private final class CountingCollectionView: UICollectionView {
    var dequeues = 0

    override func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        dequeues += 1
        return super.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    }
}

/// A data source of one section of captions.
private final class Captions: NSObject, UICollectionViewDataSource {
    let captions: [String]

    init(_ captions: [String]) {
        self.captions = captions
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        captions.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
        (cell as? PhotoCell)?.caption.text = captions[indexPath.item]
        return cell
    }
}

/// A modern grid, as iOS 14 code writes it: list cells from a registration, items from a
/// diffable data source, and the delegate looking the tapped item up.
private final class ColorsViewController: UIViewController, UICollectionViewDelegate {
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    var dataSource: UICollectionViewDiffableDataSource<Int, String>?
    var chosen: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, color in
            var content = cell.defaultContentConfiguration()
            content.text = color
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, color in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: color)
        }
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    func show(_ colors: [String]) {
        loadViewIfNeeded()
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(colors)
        dataSource?.apply(snapshot)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        dataSource?.itemIdentifier(for: indexPath).map { chosen.append($0) }
    }
}

@MainActor
@Suite("Collection views: items from a data source, selected by the user's tap")
struct CollectionViewTests {
    /// Apple, "UICollectionViewController" (its view is a collection view it serves itself,
    /// clearing the selection when it appears), "collectionView(_:didSelectItemAt:)", "reloadData()",
    /// "register(_:forCellWithReuseIdentifier:)" and "dequeueReusableCell(withReuseIdentifier:for:)":
    /// an album → photo flow as coordinators write it.
    @Test("Album → photo: tapping an item pushes its photo; Back clears the selection; reloaded items are tappable")
    func albumFlow() throws {
        let album = AlbumViewController(photos: ["Beach", "Sunset"])
        let navigationController = UINavigationController(rootViewController: album)
        album.onSelect = { [weak navigationController] photo in
            let screen = UIViewController()
            screen.title = photo
            navigationController?.pushViewController(screen, animated: true)
        }
        let user = User(window: visibleWindow(root: navigationController))
        let collectionView = try #require(album.collectionView)
        #expect(album.view === collectionView)
        #expect(collectionView.dataSource === album && collectionView.delegate === album)
        #expect((collectionView.collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize.width == 100)
        #expect(user.tappableLabels == ["Beach", "Sunset"])
        #expect(user.tap("Sunset"))
        #expect(user.visibleViewController?.title == "Sunset")
        #expect(user.journal.text.contains("user taps item 1 \"Sunset\" on AlbumViewController \"Album\""))
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(user.tapBack())
        #expect(collectionView.indexPathsForSelectedItems == nil)
        album.photos.append("Forest")
        #expect(user.tap("Forest"))
        #expect(user.visibleViewController?.title == "Forest")
        #expect(navigationController.viewControllers.count == 2)
    }

    /// Apple, "allowsMultipleSelection" (each tap adds; a tap on a selected item deselects it),
    /// "collectionView(_:shouldSelectItemAt:)" (false refuses) and a content configuration's text
    /// as what the cell shows.
    @Test("Multiple selection adds and removes items; an item the delegate refuses is not selected")
    func multipleSelection() {
        let tags = TagsViewController()
        let user = User(window: visibleWindow(root: tags))
        #expect(user.tappableLabels == ["Swift", "UIKit", "SwiftUI"])
        #expect(user.tap("Swift"))
        #expect(user.tap("UIKit"))
        #expect(user.tap("Swift"))
        #expect(!user.tap("SwiftUI"))
        #expect(tags.events == ["select 0", "select 1", "deselect 0"])
        #expect(tags.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(tags.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
        #expect(user.journal.entries.last?.summary == "the row is not selected: the delegate's collectionView(_:shouldSelectItemAt:) returned false")
    }

    /// Apple, "dequeueReusableCell(withReuseIdentifier:for:)" (overridable), "UICollectionViewCell"
    /// (a `UICollectionReusableView`), "allowsSelection" and "selectItem(at:animated:scrollPosition:)":
    /// with selection off, selecting in code does nothing and the user cannot select.
    @Test("An override of dequeue is called; with selection off, nothing selects and the report says why")
    func overridesAndSelectionOff() {
        let collectionView = CountingCollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
        let source = Captions(["Beach", "Sunset"])
        collectionView.dataSource = source
        collectionView.allowsSelection = false
        let screen = UIViewController()
        screen.view.addSubview(collectionView)
        let user = User(window: visibleWindow(root: screen))
        #expect(collectionView.dequeues == 2)
        #expect(collectionView.visibleCells.allSatisfy { ($0 as UICollectionReusableView).reuseIdentifier == "Photo" })
        collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: .centeredVertically)
        #expect(collectionView.indexPathsForSelectedItems == nil)
        let reports = ModelReportLog()
        reports.collect {
            #expect(!user.tap("Beach"))
        }
        #expect(reports.messages.first?.contains("the item \"Beach\" is there but its collection view does not let the user select items (allowsSelection is false)") == true)
    }

    /// Apple, "UICollectionView.CellRegistration", "dequeueConfiguredReusableCell(using:for:item:)",
    /// "UICollectionViewDiffableDataSource" and its "apply(_:animatingDifferences:completion:)"
    /// (only what differs changes, so the selected item stays selected) and
    /// "applySnapshotUsingReloadData(_:completion:)" (a reset, as `reloadData()`).
    @Test("Registered list cells from a diffable data source are tapped by their text; apply keeps the selection")
    func registrationsAndDiffable() throws {
        let colors = ColorsViewController()
        let user = User(window: visibleWindow(root: colors))
        colors.show(["Red", "Green"])
        #expect(user.tappableLabels == ["Red", "Green"])
        #expect(user.tap("Green"))
        #expect(colors.chosen == ["Green"])
        colors.show(["Green", "Blue", "Red"])
        #expect(colors.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
        #expect(colors.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == true)
        #expect(colors.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) is UICollectionViewListCell)
        let dataSource = try #require(colors.dataSource)
        dataSource.applySnapshotUsingReloadData(dataSource.snapshot())
        #expect(colors.collectionView.indexPathsForSelectedItems == nil)
        #expect(user.tap("Blue"))
        #expect(colors.chosen == ["Green", "Blue"])
    }

    /// Apple, "dequeueReusableCell(withReuseIdentifier:for:)": an identifier nothing is registered
    /// for raises an exception on iOS.
    @Test("Dequeueing an identifier nothing is registered for is reported at the caller's line")
    func dequeueUnregistered() throws {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let reports = ModelReportLog()
        let line = #line + 2
        let cell = reports.collect {
            collectionView.dequeueReusableCell(withReuseIdentifier: "Missing", for: IndexPath(item: 0, section: 0))
        }
        let report = try #require(reports.reports.first)
        #expect(report.message.hasPrefix("Tried to dequeue a cell identified \"Missing\", but no cell class is registered"))
        #expect(report.callSite?.line == line)
        #expect(cell.reuseIdentifier == "Missing")
    }
}
