import Foundation
import Kata
import Testing

/// A view that notes when it moves between superviews and windows, as views that start timers or
/// observers in `didMoveToWindow()` do.
private final class MovingView: UIView {
    private(set) var calls: [String] = []

    override func willMove(toSuperview newSuperview: UIView?) {
        calls.append(newSuperview == nil ? "willMove(toSuperview: nil)" : "willMove(toSuperview:)")
    }

    override func didMoveToSuperview() {
        calls.append("didMoveToSuperview")
    }

    override func willMove(toWindow newWindow: UIWindow?) {
        calls.append(newWindow == nil ? "willMove(toWindow: nil)" : "willMove(toWindow:)")
    }

    override func didMoveToWindow() {
        calls.append(window == nil ? "didMoveToWindow (none)" : "didMoveToWindow")
    }
}

/// A section header registered with a collection view.
private final class ShelfHeader: UICollectionReusableView {}

/// A table section's header, as table screens register one.
private final class SectionHeader: UITableViewHeaderFooterView {}

/// A grid whose flow layout delegate says nothing of its own.
private final class GridDelegate: NSObject, UICollectionViewDelegateFlowLayout {}

@MainActor
@Suite("Views' wider surface: moving between windows, supplementary views, scroll guides, control alignment")
struct ViewSurfaceTests {
    let reports = ModelReportLog()

    /// Apple, UIView "willMove(toSuperview:)", "didMoveToSuperview()", "willMove(toWindow:)"
    /// ("Tells the view that its window object is about to change"), "didMoveToWindow()" and
    /// "didAddSubview(_:)", "willRemoveSubview(_:)".
    @Test("A view added to a screen on a window hears it moves to the superview, then the window; removed, it hears both again")
    func movesBetweenWindows() {
        let screen = UIViewController()
        let user = User(window: visibleWindow(root: screen))
        #expect(user.visibleViewController === screen)
        let moving = MovingView()
        let detached = UIView()
        detached.addSubview(moving)
        #expect(moving.calls == ["willMove(toSuperview:)", "didMoveToSuperview"], "a tree on no window moves to no window")
        screen.view.addSubview(detached)
        #expect(moving.calls.suffix(2) == ["willMove(toWindow:)", "didMoveToWindow"], "the whole tree moves with its root")
        moving.removeFromSuperview()
        #expect(moving.calls.suffix(4) == ["willMove(toSuperview: nil)", "willMove(toWindow: nil)", "didMoveToSuperview", "didMoveToWindow (none)"])
    }

    /// Apple, UICollectionView "register(_:forSupplementaryViewOfKind:withReuseIdentifier:)",
    /// "dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)" (an unregistered kind
    /// raises an exception), "elementKindSectionHeader", and UICollectionViewDelegateFlowLayout,
    /// whose methods are optional.
    @Test("Supplementary views dequeue as registered; an unregistered one is reported; flow layout delegates need no method")
    func supplementaryViews() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 80, height: 80)
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.register(ShelfHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "Header")
        let header = collectionView.dequeueReusableSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "Header", for: IndexPath(item: 0, section: 0))
        #expect(header is ShelfHeader && header.reuseIdentifier == "Header")
        let line = #line + 2
        reports.collect {
            _ = collectionView.dequeueReusableSupplementaryView(
                ofKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "Footer", for: IndexPath(item: 0, section: 0))
        }
        let report = try #require(reports.reports.first)
        #expect(report.message.hasPrefix("Tried to dequeue a supplementary view of kind \"UICollectionElementKindSectionFooter\""))
        #expect(report.callSite?.line == line)
        let delegate = GridDelegate()
        #expect(delegate.collectionView(collectionView, layout: layout, sizeForItemAt: IndexPath(item: 0, section: 0)).width == 80)
        #expect(delegate.collectionView(collectionView, layout: layout, referenceSizeForHeaderInSection: 0) == .zero)
    }

    /// Apple, UIScrollView "contentLayoutGuide" and "frameLayoutGuide", UIControl
    /// "contentHorizontalAlignment", UITableView "separatorColor" and "backgroundView": kept,
    /// as nothing is laid out or drawn.
    @Test("Scroll guides are the scroll view's own, one each; alignments, separators and backgrounds are kept")
    func keptLayoutSurface() {
        let scrollView = UIScrollView()
        #expect(scrollView.contentLayoutGuide === scrollView.contentLayoutGuide)
        #expect(scrollView.contentLayoutGuide !== scrollView.frameLayoutGuide)
        #expect(scrollView.layoutGuides.count == 2)
        let button = UIButton(type: .system)
        #expect(button.contentHorizontalAlignment == .center)
        button.contentHorizontalAlignment = .leading
        button.contentVerticalAlignment = .fill
        #expect(button.contentHorizontalAlignment == .leading && button.contentVerticalAlignment == .fill)
        let table = UITableView()
        table.separatorColor = .red
        table.backgroundView = UILabel()
        #expect(table.separatorColor == .red && table.backgroundView is UILabel)
    }

    /// Apple, UITableView "register(_:forHeaderFooterViewReuseIdentifier:)",
    /// "dequeueReusableHeaderFooterView(withIdentifier:)" ("nil if … no view was registered"),
    /// UITableViewDelegate "tableView(_:heightForHeaderInSection:)" (the table's
    /// `sectionHeaderHeight` when the delegate gives none).
    @Test("Header and footer views dequeue as registered, or nil; delegates need no header method")
    func headerFooterViews() {
        let table = UITableView()
        table.register(SectionHeader.self, forHeaderFooterViewReuseIdentifier: "Header")
        let header = table.dequeueReusableHeaderFooterView(withIdentifier: "Header")
        #expect(header is SectionHeader && header?.reuseIdentifier == "Header")
        #expect(header?.contentView.superview === header)
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "Footer") == nil)
        table.sectionHeaderHeight = 32
        let controller = UITableViewController(style: .plain)
        #expect(controller.tableView(table, heightForHeaderInSection: 0) == 32)
        #expect(controller.tableView(table, viewForHeaderInSection: 0) == nil)
    }

    /// Apple, "UISegmentedControl" (`init(items:)`, `selectedSegmentIndex`, `noSegment`,
    /// `insertSegment(withTitle:at:animated:)`), "UIVisualEffectView" (`init(effect:)`,
    /// "Add subviews to the contentView"), UIImage "SymbolConfiguration" and
    /// `init(systemName:withConfiguration:)`, UILabel "attributedText".
    @Test("Segments, effect views, symbol configurations and attributed labels keep what code gives them")
    func controlsAndImages() throws {
        let filter = UISegmentedControl(items: ["All", "Unread"])
        #expect(filter.numberOfSegments == 2 && filter.selectedSegmentIndex == UISegmentedControl.noSegment)
        filter.insertSegment(withTitle: "Starred", at: 1, animated: false)
        filter.selectedSegmentIndex = 2
        #expect(filter.titleForSegment(at: 1) == "Starred")
        filter.removeSegment(at: 2, animated: false)
        #expect(filter.selectedSegmentIndex == UISegmentedControl.noSegment)
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        let caption = UILabel()
        caption.attributedText = NSAttributedString(string: "Blurred")
        blur.contentView.addSubview(caption)
        #expect(caption.text == "Blurred" && caption.superview?.superview === blur)
        let symbol = UIImage.SymbolConfiguration(pointSize: 20, weight: .bold)
        #expect(symbol.pointSize == 20 && symbol.weight == .bold)
        let image = try #require(UIImage(systemName: "play.fill", withConfiguration: symbol))
        #expect(image.name == "play.fill")
        #expect(UIFont.Weight.black.rawValue > UIFont.Weight.heavy.rawValue)
    }

    /// Apple, UIView "endEditing(_:)" ("Causes the view (or one of its embedded text fields) to
    /// resign the first responder status"), "sizeThatFits(_:)", "sizeToFit()", CGRect
    /// "inset(by:)", UIBarButtonItem "init(customView:)", UIResponder
    /// "keyboardWillShowNotification" and UIControl.State "focused".
    @Test("endEditing takes the focus from the field in the tree; sizes fit; insets shrink; a custom bar view is kept")
    func editingAndSizes() {
        let screen = UIViewController()
        let user = User(window: visibleWindow(root: screen))
        let field = UITextField()
        screen.view.addSubview(field)
        #expect(user.visibleViewController === screen)
        #expect(field.becomeFirstResponder() && field.isFirstResponder)
        #expect(screen.view.endEditing(true))
        #expect(!field.isFirstResponder)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        label.sizeToFit()
        #expect(label.frame.size == CGSize(width: 40, height: 20))
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50).inset(by: UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10))
        #expect(rect == CGRect(x: 10, y: 5, width: 80, height: 40))
        let badge = UIView()
        #expect(UIBarButtonItem(customView: badge).customView === badge)
        #expect(UIResponder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
        #expect(!UIControl.State.focused.isDisjoint(with: [.focused, .selected]))
    }
}
