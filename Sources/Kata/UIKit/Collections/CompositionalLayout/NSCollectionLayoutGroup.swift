import Foundation

/// A row, column or custom arrangement of a compositional layout's items; the model keeps its
/// items and spacing, and lays out nothing.
///
/// ```swift
/// let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
/// group.interItemSpacing = .fixed(8)
/// ```
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// How the group runs.
    enum Axis {
        case horizontal
        case vertical
    }

    /// The group's items, in order.
    public let subitems: [NSCollectionLayoutItem]
    /// The space between the group's items.
    open var interItemSpacing: NSCollectionLayoutSpacing?
    let axis: Axis

    init(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], axis: Axis) {
        self.subitems = subitems
        self.axis = axis
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// A row of items, one after another along the horizontal axis.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, axis: .horizontal)
    }

    /// A column of items, one after another along the vertical axis.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, axis: .vertical)
    }

    /// A row of one item repeated a number of times (iOS 16).
    open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: Array(repeating: subitem, count: count), axis: .horizontal)
    }

    /// A column of one item repeated a number of times (iOS 16).
    open class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: Array(repeating: subitem, count: count), axis: .vertical)
    }

    /// A row of one item repeated a number of times, as iOS 13 to 15 wrote it.
    @available(iOS, deprecated: 16.0, renamed: "horizontal(layoutSize:repeatingSubitem:count:)")
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    /// A column of one item repeated a number of times, as iOS 13 to 15 wrote it.
    @available(iOS, deprecated: 16.0, renamed: "vertical(layoutSize:repeatingSubitem:count:)")
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }
}
