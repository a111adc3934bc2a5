import Foundation

/// The traits of the app's environment: size classes, appearance, device. The model is always an
/// iPhone in portrait, in light mode: compact width, regular height.
@preconcurrency @MainActor
open class UITraitCollection: NSObject {
    /// The width's size class.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The height's size class.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// The kind of device.
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// Pixels per point.
    public let displayScale: CGFloat

    /// The traits of an iPhone in portrait, in light mode.
    public override convenience init() {
        self.init(horizontalSizeClass: .compact, verticalSizeClass: .regular, userInterfaceStyle: .light, userInterfaceIdiom: .phone, displayScale: 3)
    }

    /// Traits with one horizontal size class, the rest as an iPhone's.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontalSizeClass: horizontalSizeClass, verticalSizeClass: .regular, userInterfaceStyle: .light, userInterfaceIdiom: .phone, displayScale: 3)
    }

    /// Traits with one interface style, the rest as an iPhone's.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(horizontalSizeClass: .compact, verticalSizeClass: .regular, userInterfaceStyle: userInterfaceStyle, userInterfaceIdiom: .phone, displayScale: 3)
    }

    private init(horizontalSizeClass: UIUserInterfaceSizeClass, verticalSizeClass: UIUserInterfaceSizeClass, userInterfaceStyle: UIUserInterfaceStyle, userInterfaceIdiom: UIUserInterfaceIdiom, displayScale: CGFloat) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceStyle = userInterfaceStyle
        self.userInterfaceIdiom = userInterfaceIdiom
        self.displayScale = displayScale
        super.init()
    }

    /// The traits every screen of the model has.
    static let current = UITraitCollection()

    /// Whether these traits differ from others in what colours depend on.
    open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        traitCollection?.userInterfaceStyle != userInterfaceStyle
    }
}
