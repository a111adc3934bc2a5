import Foundation

/// One edge, centre or size of a view or a layout guide, from which layout rules are made.
///
/// As in UIKit, an anchor only makes rules with anchors of its own kind: horizontal with
/// horizontal, vertical with vertical, sizes with sizes.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// The view or layout guide the anchor belongs to.
    public private(set) weak var item: AnyObject?
    /// Which edge, centre or size it is, such as `leading`.
    public let attribute: String

    /// Creates an anchor; views and layout guides make theirs.
    init(item: AnyObject, attribute: String) {
        self.item = item
        self.attribute = attribute
        super.init()
    }

    /// A rule that this anchor equals another, plus a constant.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(first: self, second: anchor, relation: .equal, multiplier: 1, constant: constant)
    }

    /// A rule that this anchor is at least another, plus a constant.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(first: self, second: anchor, relation: .greaterThanOrEqual, multiplier: 1, constant: constant)
    }

    /// A rule that this anchor is at most another, plus a constant.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(first: self, second: anchor, relation: .lessThanOrEqual, multiplier: 1, constant: constant)
    }
}

/// A horizontal anchor: leading, trailing, left, right or centre X.
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// A vertical anchor: top, bottom, centre Y or a baseline.
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// A size anchor: width or height, which can also equal a constant.
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// A rule that this size is a constant.
    open func constraint(equalToConstant constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(first: self, second: nil, relation: .equal, multiplier: 1, constant: constant)
    }

    /// A rule that this size is at least a constant.
    open func constraint(greaterThanOrEqualToConstant constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(first: self, second: nil, relation: .greaterThanOrEqual, multiplier: 1, constant: constant)
    }

    /// A rule that this size is at most a constant.
    open func constraint(lessThanOrEqualToConstant constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(first: self, second: nil, relation: .lessThanOrEqual, multiplier: 1, constant: constant)
    }

    /// A rule that this size is another times a multiplier, plus a constant.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier: CGFloat, constant: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(first: self, second: anchor, relation: .equal, multiplier: multiplier, constant: constant)
    }
}
