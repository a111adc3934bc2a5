import Foundation

/// How a bar looks: its background, shadow and, in subclasses, its titles and items; the model
/// keeps the settings and draws nothing.
@preconcurrency @MainActor
open class UIBarAppearance: NSObject {
    /// The bar's background colour.
    open var backgroundColor: UIColor?
    /// The bar's background image.
    open var backgroundImage: UIImage?
    /// The blur behind the bar's background colour and image; kept, nothing is drawn.
    open var backgroundEffect: UIBlurEffect?
    /// The colour of the shadow under the bar.
    open var shadowColor: UIColor?
    /// The image of the shadow under the bar.
    open var shadowImage: UIImage?

    /// Creates an appearance with the system's default look.
    public override init() {
        super.init()
    }

    /// Sets the default look, with a translucent background.
    open func configureWithDefaultBackground() {
        backgroundColor = nil
    }

    /// Sets an opaque background of the system's colour.
    open func configureWithOpaqueBackground() {
        backgroundColor = .systemBackground
    }

    /// Sets a transparent background without a shadow.
    open func configureWithTransparentBackground() {
        backgroundColor = .clear
        shadowColor = .clear
    }
}
