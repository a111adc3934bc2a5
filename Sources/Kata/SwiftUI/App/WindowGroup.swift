/// A scene whose windows show a view: the app's root view.
public struct WindowGroup<Content: View>: Scene {
    let content: Content

    /// Creates the scene with the view its windows show.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Creates the scene with an identifier, which `openWindow(id:)` names on platforms with
    /// several windows; the model shows the scene as any window group.
    public init(id: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The model shows this scene itself and never asks for its body, which is the scene.
    public var body: WindowGroup<Content> {
        self
    }
}

/// A scene that shows a view in its windows.
@MainActor
protocol WindowScene {
    /// The view its windows show.
    var rootView: any View { get }
}

extension WindowGroup: WindowScene {
    var rootView: any View {
        content
    }
}
