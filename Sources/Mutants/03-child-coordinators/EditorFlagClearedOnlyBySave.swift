import Kata
@testable import ChildCoordinators

/// Mutant: "one editor at a time", kept in a flag that only Save clears; a swipe down ends the
/// editor's flow as it should, but leaves the flag set, so Edit Profile does nothing afterwards.
final class EditorFlagClearedOnlyBySave: MutantAppCoordinator {
    private var isEditing = false

    override func startEditor() {
        guard !isEditing else { return }
        isEditing = true
        super.startEditor()
        let editor = childCoordinators.last as? ClosureEditorCoordinator
        editor?.onSaved = { [weak self] in self?.isEditing = false }
    }
}
