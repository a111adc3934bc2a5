/// A row of a `ForEach` with `onDelete`, inside a list: it shows its content, and offers Delete
/// when swiped from the trailing edge, unless the row has swipe actions of its own.
struct DeletableRow<Content: View>: View {
    let content: Content
    let delete: () -> Void

    /// The model shows this view itself and never asks for its body, which is empty.
    var body: EmptyView {
        EmptyView()
    }
}

extension DeletableRow: BuiltInView {
    func render(in node: ViewNode) {
        node.child("content", content)
        let button = UIButton(type: .system)
        button.setTitle("Delete", for: .normal)
        button.addAction(UIAction { [delete] _ in ViewAction.run(at: nil, delete) }, for: .touchUpInside)
        let row = SwipeActionsView()
        row.axis = .vertical
        row.actions[.trailing] = [button]
        row.isSynthesizedDelete = true
        node.display = .stack(row)
    }
}
