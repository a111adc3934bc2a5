/// How the model shows SwiftUI views that wrap UIKit: made once per place in the tree, kept by
/// the view's node, updated at each evaluation, dismantled when the view leaves.
@MainActor
enum Representables {
    /// Whether `view` wraps UIKit.
    static func represents<Content: View>(_ view: Content) -> Bool {
        view is any UIViewControllerRepresentable || view is any UIViewRepresentable
    }

    /// Shows `view`, which wraps UIKit, at `node`.
    static func render<Content: View>(_ view: Content, in node: ViewNode) {
        if let representable = view as? any UIViewControllerRepresentable {
            renderController(representable, in: node)
        } else if let representable = view as? any UIViewRepresentable {
            renderView(representable, in: node)
        }
    }

    private static func renderController<R: UIViewControllerRepresentable>(_ representable: R, in node: ViewNode) {
        let made = node.persistent("representable") { MadeRepresentable<R.Coordinator, R.UIViewControllerType>() }
        if made.thing == nil {
            let coordinator = representable.makeCoordinator()
            let context = R.Context(coordinator: coordinator, environment: node.environment, transaction: Transaction())
            let controller = representable.makeUIViewController(context: context)
            let host = RepresentedController()
            host.show(controller)
            made.store(coordinator: coordinator, thing: controller, host: host) { R.dismantleUIViewController(controller, coordinator: coordinator) }
        }
        guard let coordinator = made.coordinator, let controller = made.thing, let host = made.host as? RepresentedController else { return }
        let environment = node.environment
        host.update = { representable.updateUIViewController(controller, context: R.Context(coordinator: coordinator, environment: environment, transaction: Transaction())) }
        host.update()
        node.display = .embedded(host)
    }

    private static func renderView<R: UIViewRepresentable>(_ representable: R, in node: ViewNode) {
        let made = node.persistent("representable") { MadeRepresentable<R.Coordinator, R.UIViewType>() }
        if made.thing == nil {
            let coordinator = representable.makeCoordinator()
            let context = R.Context(coordinator: coordinator, environment: node.environment, transaction: Transaction())
            let view = representable.makeUIView(context: context)
            made.store(coordinator: coordinator, thing: view, host: nil) { R.dismantleUIView(view, coordinator: coordinator) }
        }
        guard let coordinator = made.coordinator, let view = made.thing else { return }
        representable.updateUIView(view, context: R.Context(coordinator: coordinator, environment: node.environment, transaction: Transaction()))
        node.display = .leaf(view)
    }
}
