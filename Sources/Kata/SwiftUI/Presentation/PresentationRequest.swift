/// A sheet or full-screen cover a view asks for while its binding says so, and what to do when
/// it goes away.
@MainActor
struct PresentationRequest {
    /// The root of the presented content in the tree.
    let node: ViewNode
    /// How it is presented: a sheet, or covering the screen.
    let style: UIModalPresentationStyle
    /// The user swiped it away: the binding becomes false or `nil`, then `onDismiss` runs.
    let userDismissed: () -> Void
    /// Runs once the presentation has ended, whoever ended it.
    let onDismiss: (() -> Void)?
}
