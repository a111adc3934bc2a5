/// A sheet, cover or alert a view asks for while its binding says so, and what to do when it goes away.
@MainActor
struct PresentationRequest {
    /// The root of the presented content in the tree; the same node means the same presentation.
    let node: ViewNode
    /// Makes the controller to present.
    let makeController: () -> UIViewController
    /// The user swiped it away: the binding becomes false or `nil`, then `onDismiss` runs.
    let userDismissed: () -> Void
    /// Runs once the presentation has ended, whoever ended it.
    let onDismiss: (() -> Void)?
}
