/// Shows a screen's part of a SwiftUI tree in a controller: the UIKit views, the embedded
/// controllers as its children, and the navigation title.
@MainActor
enum ScreenContent {
    /// Makes `controller`'s view show `node`'s screen, changing only what changed, so that
    /// embedded controllers that stay do not disappear and appear again.
    static func show(_ node: ViewNode, in controller: UIViewController) {
        guard let view = controller.viewIfLoaded else { return }
        let embedded = node.embeddedScreens()
        for child in controller.children where !embedded.contains(where: { $0 === child }) {
            child.willMove(toParent: nil)
            child.viewIfLoaded?.removeFromSuperview()
            child.removeFromParent()
        }
        let joining = embedded.filter { $0.parent !== controller }
        for screen in joining {
            controller.addChild(screen)
        }
        let views = node.assembledViews()
        for subview in view.subviews where !views.contains(where: { $0 === subview }) {
            subview.removeFromSuperview()
        }
        for subview in views {
            view.addSubview(subview)
        }
        for screen in joining {
            screen.didMove(toParent: controller)
        }
        controller.navigationItem.title = node.firstTrait(\.navigationTitle)
        node.persistent("presenter") { ScreenPresenter() }.update(node.firstTrait(\.presentation), from: controller)
    }
}
