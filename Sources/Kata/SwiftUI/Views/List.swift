/// Rows in a scrolling column; on screen, a vertical stack view of the rows.
public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    /// The selection the list binds, if any: a tap on a row selects its tag.
    var selection: ListSelection?

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

extension List {
    /// Creates a list of the rows a builder makes, where the user selects one row at a time by
    /// tapping it: the row's tag (`tag(_:)`, or its `ForEach` identifier) becomes the selection.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map { ListSelection(one: $0) }
    }

    /// Creates a list of the rows a builder makes, bound to a set of selected tags: outside edit
    /// mode, which the model does not have, a tap selects that row alone.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map { ListSelection(many: $0) }
    }

    /// Creates a list with a row for each identifiable element, where the user selects one row
    /// at a time: the selection is the tapped element's `id`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data,
        selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
        self.selection = selection.map { ListSelection(one: $0) }
    }

    /// Creates a list with a row for each identifiable element, bound to a set of selected `id`s:
    /// outside edit mode, which the model does not have, a tap selects that row alone.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data,
        selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
        self.selection = selection.map { ListSelection(many: $0) }
    }

    /// Creates a list with a row for each element, identified by a key path, where the user
    /// selects one row at a time.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data,
        id: KeyPath<Data.Element, ID>,
        selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
        self.selection = selection.map { ListSelection(one: $0) }
    }
}

extension List: BuiltInView {
    func render(in node: ViewNode) {
        var rows = node.environment
        rows.isInList = true
        rows.listSelection = selection
        rows.listRowIsTagged = false
        node.traits.listSelection = selection
        node.child("content", content, environment: rows)
        node.display = .stack(ControlViews.stack(.vertical, in: node))
    }
}
