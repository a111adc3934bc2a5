import Kata
@testable import ChildCoordinators

/// Mutant: the editor ends in `presentationControllerWillDismiss`, so a swipe the user abandons
/// halfway ends a flow whose sheet stays up.
final class EndsEditorWhenSwipeStarts: MutantAppCoordinator {
    override var editorSwipes: ClosureEditorCoordinator.SwipeHandling { .endsWhenStarted }
}
