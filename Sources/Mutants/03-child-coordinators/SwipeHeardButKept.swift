import Kata
@testable import ChildCoordinators

/// Mutant: the editor is the sheet's presentation delegate, but its
/// `presentationControllerDidDismiss(_:)` forgets to end the flow, so a swipe-down leaves it.
final class SwipeHeardButKept: MutantAppCoordinator {
    override var editorSwipes: ClosureEditorCoordinator.SwipeHandling { .heardButKept }
}
