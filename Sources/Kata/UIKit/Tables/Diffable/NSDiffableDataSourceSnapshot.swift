/// The sections and items a diffable data source shows, in order: a value you build and apply.
///
/// ```swift
/// var snapshot = NSDiffableDataSourceSnapshot<Section, Order.ID>()
/// snapshot.appendSections([.main])
/// snapshot.appendItems(orders.map(\.id))
/// dataSource.apply(snapshot)
/// ```
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    private var sections: [(id: SectionIdentifierType, items: [ItemIdentifierType])] = []

    /// An empty snapshot.
    public init() {}

    /// The sections, in order.
    public var sectionIdentifiers: [SectionIdentifierType] {
        sections.map(\.id)
    }

    /// Every item, section after section.
    public var itemIdentifiers: [ItemIdentifierType] {
        sections.flatMap(\.items)
    }

    /// How many sections there are.
    public var numberOfSections: Int {
        sections.count
    }

    /// How many items there are.
    public var numberOfItems: Int {
        sections.reduce(0) { $0 + $1.items.count }
    }

    /// How many items a section has.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemIdentifiers(inSection: identifier).count
    }

    /// The items of a section, in order.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sections.first { $0.id == identifier }?.items ?? []
    }

    /// The section that holds an item.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sections.first { $0.items.contains(identifier) }?.id
    }

    /// Where an item is among every item, or `nil`.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        itemIdentifiers.firstIndex(of: identifier)
    }

    /// Where a section is, or `nil`.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sections.firstIndex { $0.id == identifier }
    }

    /// Adds sections at the end; a section already in the snapshot is reported and left out, as
    /// UIKit raises an exception for it.
    public mutating func appendSections(
        _ identifiers: [SectionIdentifierType],
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        sections += uniqueSections(identifiers, at: site).map { ($0, []) }
    }

    /// Adds sections before another; a missing section to insert before is reported.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let index = indexOfSection(toIdentifier) else {
            return Self.reportMisuse("Tried to insert sections before the section \(toIdentifier), which is not in the snapshot. UIKit raises an exception for this.", at: site)
        }
        sections.insert(contentsOf: uniqueSections(identifiers, at: site).map { ($0, []) }, at: index)
    }

    /// Adds sections after another; a missing section to insert after is reported.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let index = indexOfSection(toIdentifier) else {
            return Self.reportMisuse("Tried to insert sections after the section \(toIdentifier), which is not in the snapshot. UIKit raises an exception for this.", at: site)
        }
        sections.insert(contentsOf: uniqueSections(identifiers, at: site).map { ($0, []) }, at: index + 1)
    }

    /// Removes sections and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        sections.removeAll { identifiers.contains($0.id) }
    }

    /// Adds items at the end of a section: the one named, or the last.
    ///
    /// As UIKit raises an exception for items with no section to go to, or items already in
    /// the snapshot, the model reports them at the caller's line and leaves them out.
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType],
        toSection sectionIdentifier: SectionIdentifierType? = nil,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let index = sectionIdentifier.map(indexOfSection) ?? (sections.isEmpty ? nil : sections.count - 1)
        guard let index else {
            let problem = sectionIdentifier.map { "the section \($0) is not in the snapshot" } ?? "the snapshot has no section yet"
            Self.reportMisuse("Tried to append items to a diffable data source snapshot, but \(problem). UIKit raises an exception for this. Append the section with appendSections(_:) first.", at: site)
            return
        }
        sections[index].items += unique(identifiers, at: site)
    }

    /// Adds items before another item; a missing item to insert before is reported.
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        insert(identifiers, at: beforeIdentifier, offset: 0, site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Adds items after another item; a missing item to insert after is reported.
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        insert(identifiers, at: afterIdentifier, offset: 1, site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Removes items.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        for index in sections.indices {
            sections[index].items.removeAll { identifiers.contains($0) }
        }
    }

    /// Removes every section and item.
    public mutating func deleteAllItems() {
        sections.removeAll()
    }

    /// Marks items to be shown again; the model shows every row again when a snapshot is applied.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {}

    /// Marks items to be configured again; the model configures every row again when a snapshot is applied.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {}

    /// Marks sections to be shown again; the model shows every row again when a snapshot is applied.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {}

    /// Inserts items next to another item, in its section, or reports that item missing.
    private mutating func insert(_ identifiers: [ItemIdentifierType], at item: ItemIdentifierType, offset: Int, site: CallSite) {
        for index in sections.indices {
            if let position = sections[index].items.firstIndex(of: item) {
                sections[index].items.insert(contentsOf: unique(identifiers, at: site), at: position + offset)
                return
            }
        }
        Self.reportMisuse("Tried to insert items \(offset == 0 ? "before" : "after") the item \(item), which is not in the snapshot. UIKit raises an exception for this.", at: site)
    }

    /// The sections not yet in the snapshot, each once; any other is reported.
    private func uniqueSections(_ identifiers: [SectionIdentifierType], at site: CallSite) -> [SectionIdentifierType] {
        var seen = Set(sectionIdentifiers)
        let kept = identifiers.filter { seen.insert($0).inserted }
        if kept.count < identifiers.count {
            Self.reportMisuse("Tried to add sections that are already in the diffable data source snapshot. Each section identifier must be unique; UIKit raises an exception for this.", at: site)
        }
        return kept
    }

    /// The items not yet in the snapshot, each once; any other is reported.
    private func unique(_ identifiers: [ItemIdentifierType], at site: CallSite) -> [ItemIdentifierType] {
        var seen = Set(itemIdentifiers)
        let kept = identifiers.filter { seen.insert($0).inserted }
        if kept.count < identifiers.count {
            let repeated = identifiers.filter { identifier in identifiers.filter { $0 == identifier }.count > 1 || itemIdentifiers.contains(identifier) }
            Self.reportMisuse("Tried to add items that are already in the diffable data source snapshot: \(Set(repeated).map { "\($0)" }.sorted().joined(separator: ", ")). Each item identifier must be unique; UIKit raises an exception for this. Identify items by a stable, unique ID, such as the model's `id`.", at: site)
        }
        return kept
    }

    /// Reports a snapshot's misuse.
    private static func reportMisuse(_ message: String, at site: CallSite) {
        ModelReporting.report(ModelReport(kind: .misuse, message: message, callSite: site))
    }
}
