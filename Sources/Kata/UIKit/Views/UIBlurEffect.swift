import Foundation

/// A visual effect a view can show, such as a blur; the model keeps it and draws nothing.
open class UIVisualEffect: NSObject, @unchecked Sendable {}

/// A blur effect of a style, as bar appearances and effect views take it.
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    /// The style of the blur.
    public enum Style: Int, Sendable {
        /// A lighter region than the content beneath.
        case extraLight
        /// The same lightness as the content beneath.
        case light
        /// A darker region than the content beneath.
        case dark
        /// Adapts to the interface style, with the system's regular material.
        case regular
        /// Adapts to the interface style, more prominent.
        case prominent
        /// The system's thin material, adapting to the interface style.
        case systemUltraThinMaterial
        /// The system's thin material.
        case systemThinMaterial
        /// The system's material.
        case systemMaterial
        /// The system's thick material.
        case systemThickMaterial
        /// The system's chrome material.
        case systemChromeMaterial
    }

    /// The blur's style.
    public let style: Style

    /// Creates a blur of a style.
    public init(style: Style) {
        self.style = style
        super.init()
    }
}
