/// The Delete that `onDelete` gives each row of a `ForEach`.
extension ViewNode {
    /// Makes this row offer Delete when swiped from its trailing edge, running `delete`; a row
    /// with swipe actions of its own, on either edge, keeps them instead, as in SwiftUI.
    func offerDelete(_ delete: @escaping () -> Void) {
        let views = assembledViews()
        guard !views.flatMap(\.viewTree).contains(where: { $0 is SwipeActionsView }) else { return }
        let row = SwipeActionsView()
        views.forEach(row.addSubview)
        let button = UIButton(type: .system)
        button.setTitle("Delete", for: .normal)
        button.addAction(UIAction { _ in ViewAction.run(at: nil, delete) }, for: .touchUpInside)
        row.actions[.trailing] = [button]
        display = .leaf(row)
    }
}
