/// The screen part a `UIViewControllerRepresentable` shows: a container embedded in the screen,
/// whose one child is the app's controller, as SwiftUI embeds it on iOS.
@MainActor
final class RepresentedController: UIViewController, EmbeddedScreen {
    /// Updates the app's controller from the latest view.
    var update: () -> Void = {}

    /// Shows the app's controller as its child.
    func show(_ controller: UIViewController) {
        addChild(controller)
        view.addSubview(controller.view)
        controller.didMove(toParent: self)
    }

    func refresh() {
        update()
    }
}
