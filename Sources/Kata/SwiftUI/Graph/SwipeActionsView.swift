/// The UIKit view that shows a SwiftUI row with swipe actions: the row's views, and the buttons
/// of the actions each edge reveals, which the user taps after swiping (`User.swipeRow`).
@MainActor
final class SwipeActionsView: UIView {
    /// The buttons each edge reveals, the first nearest the edge.
    var actions: [HorizontalEdge: [UIButton]] = [:]
}
