import Foundation

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

    /// Creates an image from encoded data, such as a downloaded PNG; `nil` for empty data. The
    /// model does not decode it: the image is named after the data's size.
    public init?(data: Data) {
        guard !data.isEmpty else { return nil }
        name = "data (\(data.count) bytes)"
    }

    /// The image's size in points: zero, since the model decodes no image.
    public var size: CGSize {
        .zero
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
