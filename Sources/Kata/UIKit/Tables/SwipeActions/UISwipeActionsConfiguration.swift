import Foundation

/// The actions a table row shows when the user swipes it, returned by the table's delegate.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
    /// The actions, the first nearest the edge the row was swiped from.
    public let actions: [UIContextualAction]
    /// Whether a full swipe performs the first action; kept, the model's user taps actions.
    open var performsFirstActionWithFullSwipe = true

    /// Creates a configuration of actions.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
