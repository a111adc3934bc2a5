import Kata
@testable import ChildCoordinators

/// Mutant: when the editor ends, the app never removes it from childCoordinators.
final class EditorNeverRemoved: MutantAppCoordinator {
    override func editorFinished(_ editor: ClosureEditorCoordinator) {}
}
