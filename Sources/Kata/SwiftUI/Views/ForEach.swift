import Foundation

/// A view for each element of a collection, each identified by its ID, so that state follows
/// the element when the collection changes.
///
/// ```swift
/// ForEach(orders) { order in
///     Button(order.title) { coordinator.show(order) }
/// }
/// ```
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    /// The elements.
    public var data: Data
    /// The view for an element.
    public var content: (Data.Element) -> Content
    let id: (Data.Element) -> ID
    /// What deletes rows, set by `onDelete`: each row then offers Delete when swiped.
    var deleteAction: ((IndexSet) -> Void)?

    /// Creates views for elements identified by a key path.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = { $0[keyPath: id] }
        self.content = content
    }

    /// The model shows this view itself and never asks for its body, which is empty.
    public var body: EmptyView {
        EmptyView()
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Creates views for identifiable elements.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Creates views for a constant range of numbers.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach: DynamicViewContent {
    /// Lets the user delete the rows of a list: swiped from the trailing edge, each row offers
    /// Delete, which calls `action` with the row's offset. Remove the element from your data there.
    ///
    /// ```swift
    /// ForEach(orders) { order in OrderRow(order: order) }
    ///     .onDelete { offsets in orders.remove(atOffsets: offsets) }
    /// ```
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach<Data, ID, Content> {
        var copy = self
        copy.deleteAction = action
        return copy
    }

    /// Lets the user move rows in edit mode; kept, as the model has no edit mode.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach<Data, ID, Content> {
        self
    }
}

extension ForEach: BuiltInView {
    func render(in node: ViewNode) {
        for (offset, element) in data.enumerated() {
            if let deleteAction, node.environment.isInList {
                node.child("id:\(id(element))", DeletableRow(content: content(element)) { deleteAction(IndexSet(integer: offset)) })
            } else if node.environment.listSelection != nil, !node.environment.listRowIsTagged {
                node.child("id:\(id(element))", SelectableRow(tag: AnyHashable(id(element)), content: content(element)))
            } else {
                node.child("id:\(id(element))", content(element))
            }
        }
    }
}
