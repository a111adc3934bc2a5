import Kata
@testable import ChildCoordinators

/// Mutant: the editor does not listen to its presentation controller, so a swipe-down leaves it.
final class SwipeDownLeaksChild: MutantAppCoordinator {
    override var editorSwipes: ClosureEditorCoordinator.SwipeHandling { .unheard }
}
