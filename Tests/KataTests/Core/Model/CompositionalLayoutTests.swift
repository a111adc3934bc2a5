import Foundation
import Kata
import Testing

/// A shelf of books on a compositional layout, as larger samples write their collection screens.
private final class ShelfViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    let books = ["Dune", "Emma", "Ulysses"]
    var onSelect: ((String) -> Void)?
    private(set) var collectionView: UICollectionView?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Shelf"
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(180))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, repeatingSubitem: item, count: 2)
        group.interItemSpacing = .fixed(8)
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPaging
        section.interGroupSpacing = 12
        let headerSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: headerSize, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top),
        ]
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "Book")
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
        self.collectionView = collectionView
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        books.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Book", for: indexPath)
        var content = UIListContentConfiguration.cell()
        content.text = books[indexPath.item]
        cell.contentConfiguration = content
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        onSelect?(books[indexPath.item])
    }
}

/// A picker of sizes, as a sample's form screen writes one.
private final class SizePicker: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    var sizes = ["S", "M", "L"]
    private(set) var picked: String?

    func numberOfComponents(in pickerView: UIPickerView) -> Int {
        1
    }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        sizes.count
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        sizes[row]
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        picked = sizes[row]
    }
}

@MainActor
@Suite("Compositional layouts, nibs and switches: Apple's signatures, kept and inert where nothing is laid out")
struct CompositionalLayoutTests {
    let reports = ModelReportLog()

    /// Apple, "UICollectionViewCompositionalLayout" ("composed of one or more sections … each
    /// section is composed of groups of individual items"), "NSCollectionLayoutDimension"
    /// (absolute, estimated or fractional), "NSCollectionLayoutGroup"
    /// `horizontal(layoutSize:repeatingSubitem:count:)` and "NSCollectionLayoutSection": the layout
    /// places cells, and navigation does not depend on it, so every item is tappable.
    @Test("A screen on a compositional layout keeps its sections, groups and items, and its items are tapped as any")
    func shelfFlow() throws {
        let shelf = ShelfViewController()
        let navigationController = UINavigationController(rootViewController: shelf)
        shelf.onSelect = { [weak navigationController] book in
            let screen = UIViewController()
            screen.title = book
            navigationController?.pushViewController(screen, animated: true)
        }
        let user = User(window: visibleWindow(root: navigationController))
        let layout = try #require(shelf.collectionView?.collectionViewLayout as? UICollectionViewCompositionalLayout)
        let section = try #require(layout.section)
        #expect(section.orthogonalScrollingBehavior == .groupPaging && section.interGroupSpacing == 12)
        #expect(section.group.subitems.count == 2)
        #expect(section.group.interItemSpacing?.isFixedSpacing == true && section.group.interItemSpacing?.spacing == 8)
        let width = try #require(section.group.subitems.first?.layoutSize.widthDimension)
        #expect(width.isFractionalWidth && width.dimension == 0.5)
        #expect(section.group.layoutSize.heightDimension.isAbsolute)
        #expect(section.boundarySupplementaryItems.first?.elementKind == UICollectionView.elementKindSectionHeader)
        #expect(section.boundarySupplementaryItems.first?.alignment == .top)
        #expect(layout.configuration.scrollDirection == .vertical)
        #expect(user.tap("Emma"))
        #expect(user.visibleViewController?.title == "Emma")
    }

    /// Apple, `init(sectionProvider:)` ("Creates a compositional layout using the specified section
    /// provider") and `NSCollectionLayoutGroup.vertical(layoutSize:subitems:)`: the provider is kept
    /// for a layout pass, which the model never makes.
    @Test("A layout made by a section provider keeps the provider and has no single section")
    func sectionProvider() throws {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        configuration.scrollDirection = .horizontal
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { _, _ in
            let size = NSCollectionLayoutSize(widthDimension: .estimated(100), heightDimension: .uniformAcrossSiblings(estimate: 50))
            let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
            return NSCollectionLayoutSection(group: group)
        }, configuration: configuration)
        #expect(layout.section == nil)
        #expect(layout.sectionProvider != nil)
        #expect(layout.configuration.interSectionSpacing == 20 && layout.configuration.scrollDirection == .horizontal)
        let flexible = NSCollectionLayoutSpacing.flexible(4)
        #expect(flexible.isFlexibleSpacing && !flexible.isFixedSpacing)
        #expect(NSCollectionLayoutDimension.fractionalHeight(0.3).isFractionalHeight)
        #expect(NSCollectionLayoutDimension.estimated(10).isEstimated)
    }

    /// Apple, "UINib" ("Instantiating a nib object … unarchives the nib file"),
    /// `register(_:forCellReuseIdentifier:)` with a nib: the model reads no nib file, so it reports
    /// the registration at the caller's line, and the identifier then dequeues plain cells.
    @Test("A nib registered for cells is reported at its line, and its identifier dequeues plain cells")
    func nibRegistration() throws {
        let table = UITableView()
        let line = #line + 2
        reports.collect {
            table.register(UINib(nibName: "BookCell", bundle: nil), forCellReuseIdentifier: "Book")
        }
        let report = try #require(reports.reports.first)
        #expect(report.kind == .misuse)
        #expect(report.message.hasPrefix("A table registered the nib \"BookCell\" for cells identified \"Book\", but the model reads no nib file"))
        #expect(report.callSite?.line == line)
        #expect(table.dequeueReusableCell(withIdentifier: "Book") != nil)
        reports.collect {
            UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                .register(UINib(nibName: "Tile", bundle: .main), forCellWithReuseIdentifier: "Tile")
        }
        #expect(reports.reports.last?.message.hasPrefix("A collection view registered the nib \"Tile\"") == true)
        #expect(UINib(nibName: "View", bundle: nil).instantiate(withOwner: nil).isEmpty)
    }

    /// Apple, "UISwitch" (`isOn`, `setOn(_:animated:)`: setting the state "doesn't send an action
    /// message"; a tap sends `valueChanged`).
    @Test("A switch set in code sends no action; its value-changed action runs when sent")
    func switchValue() {
        let toggle = UISwitch()
        var heard: [Bool] = []
        toggle.addAction(UIAction { _ in heard.append(toggle.isOn) }, for: .valueChanged)
        toggle.setOn(true, animated: true)
        #expect(toggle.isOn && heard.isEmpty)
        toggle.isOn = false
        toggle.sendActions(for: .valueChanged)
        #expect(heard == [false])
    }

    /// Apple, "UIPickerView" (`numberOfComponents`, `numberOfRows(inComponent:)` from the data
    /// source; `selectRow(_:inComponent:animated:)`; `selectedRow(inComponent:)`: "-1 if there are
    /// no rows in the component") and "reloadAllComponents()".
    @Test("A picker asks its data source for wheels and rows, keeps each wheel's row, and forgets rows that are gone")
    func picker() {
        let source = SizePicker()
        let picker = UIPickerView()
        picker.dataSource = source
        picker.delegate = source
        #expect(picker.numberOfComponents == 1 && picker.numberOfRows(inComponent: 0) == 3)
        #expect(picker.selectedRow(inComponent: 0) == 0)
        picker.selectRow(2, inComponent: 0, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == 2 && source.picked == nil, "code that turns a wheel tells no delegate")
        picker.delegate?.pickerView(picker, didSelectRow: 2, inComponent: 0)
        #expect(source.picked == "L")
        source.sizes = ["S"]
        picker.reloadAllComponents()
        #expect(picker.selectedRow(inComponent: 0) == 0)
        source.sizes = []
        #expect(picker.selectedRow(inComponent: 0) == -1)
    }
}
