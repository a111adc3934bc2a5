/// Rows in a scrolling column; on screen, a vertical stack view of the rows.
public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content

    /// The model shows this view itself and never asks for its body, which is empty.
    public var body: EmptyView {
        EmptyView()
    }
}

extension List where SelectionValue == Never {
    /// Creates a list of the rows a builder makes.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Creates a list with a row for each identifiable element.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    /// Creates a list with a row for each element, identified by a key path.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data,
        id: KeyPath<Data.Element, ID>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }
}

extension List: BuiltInView {
    func render(in node: ViewNode) {
        var rows = node.environment
        rows.isInList = true
        node.child("content", content, environment: rows)
        node.display = .stack(ControlViews.stack(.vertical, in: node))
    }
}
