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
            controller.performAddChild(screen, site: nil)
        }
        let views = node.assembledViews()
        if !views.elementsEqual(view.subviews, by: ===) {
            for subview in view.subviews where !views.contains(where: { $0 === subview }) {
                subview.removeFromSuperview()
            }
            for subview in views {
                view.addSubview(subview)
            }
        }
        for screen in joining {
            screen.didMove(toParent: controller)
        }
        let traits = node.screenTraits()
        controller.navigationItem.title = traits.navigationTitle
        let hidesBackButton = traits.hidesBackButton
        let hidBackButton = node.persistent("hidesBackButton") { SeenValue<Bool>() }
        if hidesBackButton != nil || hidBackButton.value == true {
            controller.navigationItem.hidesBackButton = hidesBackButton ?? false
            hidBackButton.value = hidesBackButton ?? false
        }
        let toolbar = traits.toolbarItems
        let hadToolbar = node.persistent("toolbar") { ToolbarRecord() }
        if !toolbar.isEmpty || hadToolbar.isShown {
            let leading = toolbar.filter(\.isLeading).map { $0.barButtonItem() }
            let trailing = toolbar.filter { !$0.isLeading }.map { $0.barButtonItem() }
            controller.navigationItem.leftBarButtonItems = leading.isEmpty ? nil : leading
            controller.navigationItem.rightBarButtonItems = trailing.isEmpty ? nil : trailing
            hadToolbar.isShown = !toolbar.isEmpty
        }
        node.persistent("presenter") { ScreenPresenter() }.update(traits.presentation, from: controller)
    }
}

/// Whether a screen's navigation item shows toolbar items the tree put there, so that items the
/// app set itself are left alone.
@MainActor
final class ToolbarRecord {
    var isShown = false
}
