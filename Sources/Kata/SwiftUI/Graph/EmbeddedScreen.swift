/// A controller a SwiftUI view shows through, inside the controller of its screen, such as the
/// navigation controller of a `NavigationStack`.
@MainActor
protocol EmbeddedScreen: UIViewController {
    /// Brings the screens it shows up to date with the tree.
    func refresh()
}
