import Kata
@testable import ChildCoordinators

/// Mutant: the editor ends in `presentationControllerWillDismiss`, so a swipe the user abandons
/// halfway ends a flow whose sheet stays up.
final class EndsEditorWhenSwipeStarts: MutantAppCoordinator {
    override func startEditor() {
        let editor = ClosureEditorCoordinator(presenter: navigationController)
        editor.endsWhenSwipeStarts = true
        editor.onFinish = { [weak self, weak editor] in
            guard let self, let editor else { return }
            editorFinished(editor)
        }
        childCoordinators.append(editor)
        editor.start()
    }
}
