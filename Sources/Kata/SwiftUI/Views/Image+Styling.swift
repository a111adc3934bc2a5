/// The ways of sizing and tinting an image that real screens use; the model draws nothing, so
/// each returns the image unchanged.
extension Image {
    /// The sizes an SF Symbol comes in.
    public enum Scale: Sendable, Hashable {
        /// Small.
        case small
        /// Medium.
        case medium
        /// Large.
        case large
    }

    /// How an image is drawn: in its own colours, or as a template tinted by its view.
    public enum TemplateRenderingMode: Sendable, Hashable {
        /// As a template.
        case template
        /// In its own colours.
        case original
    }

    /// How a resizable image fills its space.
    public enum ResizingMode: Sendable, Hashable {
        /// Tiled.
        case tile
        /// Stretched.
        case stretch
    }

    /// Lets the image take the size its view gives it.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image { self }
    /// Draws the image as a template or in its own colours.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }
}
