/// Opens a window of one of the app's scenes, as `@Environment(\.openWindow)` gives it.
///
/// The model is an iPhone, which shows one window of one scene and does not support several
/// (`supportsMultipleWindows` is false): as on an iPhone, calling it opens nothing and changes
/// nothing on screen. Main-actor isolated with `@preconcurrency`, as in SwiftUI.
@preconcurrency @MainActor
public struct OpenWindowAction {
    /// Creates the action; the environment makes it.
    nonisolated init() {}

    /// Opens a window of the scene with this identifier; on the model's iPhone, nothing opens.
    public func callAsFunction(id: String) {}

    /// Opens a window of the scene that presents values of this type; on the model's iPhone,
    /// nothing opens.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {}

    /// Opens a window of the scene with this identifier that presents values of this type; on
    /// the model's iPhone, nothing opens.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {}
}
