/// A part of an app's interface the system shows, such as a `WindowGroup`.
@preconcurrency @MainActor
public protocol Scene {
    /// The type of scene this scene's body describes.
    associatedtype Body: Scene

    /// What this scene shows, in terms of other scenes.
    @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

/// Builds an app's scene from the statements of its body.
@resultBuilder
@MainActor
public enum SceneBuilder {
    /// One scene.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content {
        content
    }
}
