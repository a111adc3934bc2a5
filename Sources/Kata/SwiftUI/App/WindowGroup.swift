/// A scene whose windows show a view: the app's root view.
public struct WindowGroup<Content: View>: Scene {
    let content: Content

    /// Creates the scene with the view its windows show.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Shown by the model itself.
    public var body: Never {
        fatalError("A scene the model shows itself has no body.")
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
