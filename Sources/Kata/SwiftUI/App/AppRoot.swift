/// The root view of a launched app: it keeps the app's `@State`, evaluates the app's body, and
/// shows the view of its window group; a change the app's body read evaluates it again.
struct AppRoot<Application: App>: View {
    let app: Application

    /// The model shows this view itself and never asks for its body, which is empty.
    var body: EmptyView {
        EmptyView()
    }
}

extension AppRoot: BuiltInView {
    func render(in node: ViewNode) {
        DynamicProperties.link(app, to: node)
        let scene = node.read { BodyEvaluation.run(for: "\(Application.self)") { app.body } }
        guard let rootView = Self.rootView(of: scene) else {
            ModelReporting.report(ModelReport(kind: .misuse, message: "\(Application.self)'s body has no WindowGroup, so it shows nothing. Make its body a WindowGroup { … } of the root view.", callSite: nil))
            return
        }
        node.child("window", rootView)
    }

    /// The view of the first window group in a scene.
    private static func rootView(of scene: some Scene) -> (any View)? {
        if let window = scene as? any WindowScene {
            return window.rootView
        }
        if scene is Never {
            return nil
        }
        return rootView(of: scene.body)
    }
}
