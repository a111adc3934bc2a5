/// The UIKit view that shows a list row with swipe actions: a stack of the row's views, and the
/// buttons of the actions each edge reveals, which the user taps after swiping (`User.swipeRow`).
@MainActor
final class SwipeActionsView: UIStackView {
    /// The buttons each edge reveals, the first nearest the edge.
    var actions: [HorizontalEdge: [UIButton]] = [:]
    /// Whether these are the Delete that `onDelete` gives, which a row's own swipe actions replace.
    var isSynthesizedDelete = false
}
