/// An image; the model keeps its name so tab bar items and buttons can carry one.
public struct UIImage: Sendable, Hashable, CustomStringConvertible {
    /// The image's name, such as a symbol name.
    public var name: String

    /// Creates an image with an asset name; the model always finds it.
    public init?(named name: String) {
        self.name = name
    }

    /// Creates an image with an SF Symbol name; the model always finds it.
    public init?(systemName: String) {
        self.name = systemName
    }

    /// Creates an empty image.
    public init() {
        name = ""
    }

    /// The image's name.
    public var description: String {
        name
    }

    /// How an image is drawn: in its own colours, or as a template tinted by its view.
    public enum RenderingMode: Int, Sendable {
        /// As the context decides.
        case automatic
        /// In its own colours.
        case alwaysOriginal
        /// As a template.
        case alwaysTemplate
    }

    /// The same image, tinted; the model keeps the image.
    public func withTintColor(_ color: UIColor) -> UIImage {
        self
    }

    /// The same image, tinted and drawn in a mode; the model keeps the image.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        self
    }

    /// The same image, drawn in a mode; the model keeps the image.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        self
    }
}
