import Kata
@testable import ChildCoordinators

/// Mutant: the editor does not listen to its presentation controller, so a swipe-down leaves it.
final class SwipeDownLeaksChild: MutantAppCoordinator {
    override func startEditor() {
        let editor = ClosureEditorCoordinator(presenter: navigationController)
        editor.hearsSwipes = false
        editor.onFinish = { [weak self, weak editor] in
            guard let self, let editor else { return }
            editorFinished(editor)
        }
        childCoordinators.append(editor)
        editor.start()
    }
}
