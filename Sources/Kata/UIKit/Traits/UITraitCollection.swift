import Foundation
import Synchronization

/// The traits of the app's environment: size classes, appearance, device. The model's screens
/// are always an iPhone in portrait, in light mode: compact width, regular height. A trait
/// collection you make specifies only the traits you give it; the others are unspecified.
///
/// Not isolated to the main actor, and `Sendable`, as UIKit declares it: immutable, so a
/// colour's dynamic provider can read one on any thread.
open class UITraitCollection: NSObject, @unchecked Sendable {
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

    /// A trait collection with every trait unspecified, as UIKit makes one.
    public override convenience init() {
        self.init(horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified, userInterfaceStyle: .unspecified, userInterfaceIdiom: .unspecified, displayScale: 0)
    }

    /// A trait collection that specifies only a horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontalSizeClass: horizontalSizeClass, verticalSizeClass: .unspecified, userInterfaceStyle: .unspecified, userInterfaceIdiom: .unspecified, displayScale: 0)
    }

    /// A trait collection that specifies only a vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontalSizeClass: .unspecified, verticalSizeClass: verticalSizeClass, userInterfaceStyle: .unspecified, userInterfaceIdiom: .unspecified, displayScale: 0)
    }

    /// A trait collection that specifies only an interface style.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified, userInterfaceStyle: userInterfaceStyle, userInterfaceIdiom: .unspecified, displayScale: 0)
    }

    /// A trait collection that specifies only a kind of device.
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.init(horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified, userInterfaceStyle: .unspecified, userInterfaceIdiom: userInterfaceIdiom, displayScale: 0)
    }

    /// A trait collection that specifies only a display scale, in pixels per point.
    public convenience init(displayScale scale: CGFloat) {
        self.init(horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified, userInterfaceStyle: .unspecified, userInterfaceIdiom: .unspecified, displayScale: scale)
    }

    /// A trait collection with the traits each of `traitCollections` specifies; where two
    /// specify one trait, the later one's value.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        func last<Value: Equatable>(_ trait: (UITraitCollection) -> Value, unspecified: Value) -> Value {
            traitCollections.map(trait).last { $0 != unspecified } ?? unspecified
        }
        self.init(
            horizontalSizeClass: last(\.horizontalSizeClass, unspecified: .unspecified),
            verticalSizeClass: last(\.verticalSizeClass, unspecified: .unspecified),
            userInterfaceStyle: last(\.userInterfaceStyle, unspecified: .unspecified),
            userInterfaceIdiom: last(\.userInterfaceIdiom, unspecified: .unspecified),
            displayScale: last(\.displayScale, unspecified: 0)
        )
    }

    private init(horizontalSizeClass: UIUserInterfaceSizeClass, verticalSizeClass: UIUserInterfaceSizeClass, userInterfaceStyle: UIUserInterfaceStyle, userInterfaceIdiom: UIUserInterfaceIdiom, displayScale: CGFloat) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceStyle = userInterfaceStyle
        self.userInterfaceIdiom = userInterfaceIdiom
        self.displayScale = displayScale
        super.init()
    }

    /// The traits every screen of the model has: an iPhone in portrait, in light mode.
    static let screen = UITraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular, userInterfaceStyle: .light, userInterfaceIdiom: .phone, displayScale: 3)

    /// The traits of the code running now: the screens' unless you set others, as UIKit does
    /// while it draws; setting it changes no screen's traits.
    public class var current: UITraitCollection {
        get { storedCurrent.withLock { $0 } }
        set { storedCurrent.withLock { $0 = newValue } }
    }

    /// The value of `current`, which any thread may read or set.
    private static let storedCurrent = Mutex(screen)

    /// Whether another trait collection has the same values for every trait.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return other.horizontalSizeClass == horizontalSizeClass && other.verticalSizeClass == verticalSizeClass
            && other.userInterfaceStyle == userInterfaceStyle && other.userInterfaceIdiom == userInterfaceIdiom
            && other.displayScale == displayScale
    }

    /// A hash of the trait values, matching `isEqual(_:)`.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(userInterfaceStyle)
        hasher.combine(userInterfaceIdiom)
        hasher.combine(displayScale)
        return hasher.finalize()
    }

    /// Whether these traits have every value that `trait` specifies; `true` for `nil`.
    open func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return (trait.horizontalSizeClass == .unspecified || trait.horizontalSizeClass == horizontalSizeClass)
            && (trait.verticalSizeClass == .unspecified || trait.verticalSizeClass == verticalSizeClass)
            && (trait.userInterfaceStyle == .unspecified || trait.userInterfaceStyle == userInterfaceStyle)
            && (trait.userInterfaceIdiom == .unspecified || trait.userInterfaceIdiom == userInterfaceIdiom)
            && (trait.displayScale == 0 || trait.displayScale == displayScale)
    }

    /// Whether these traits differ from others in what colours depend on.
    open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        traitCollection?.userInterfaceStyle != userInterfaceStyle
    }
}
