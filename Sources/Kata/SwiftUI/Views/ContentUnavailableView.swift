/// What a screen shows when it has nothing to show, such as an empty list; the model shows its texts.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// Creates the view from a label, a description and actions.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() }, @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    /// The model shows this view itself and never asks for its body, which is empty.
    public var body: EmptyView {
        EmptyView()
    }
}

extension ContentUnavailableView where Label == Kata.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// Creates the view with a title, an SF Symbol and a description.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        label = Kata.Label(title, systemImage: name)
        self.description = description
        actions = EmptyView()
    }
}

extension ContentUnavailableView where Label == Kata.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// The view for a search that found nothing.
    public static var search: ContentUnavailableView<Label, Description, Actions> {
        ContentUnavailableView("No Results", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
    }

    /// The view for a search for `text` that found nothing.
    public static func search(text: String) -> ContentUnavailableView<Label, Description, Actions> {
        ContentUnavailableView("No Results for \"\(text)\"", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
    }
}

extension ContentUnavailableView: BuiltInView {
    func render(in node: ViewNode) {
        node.child("label", label)
        node.child("description", description)
        node.child("actions", actions)
    }
}
