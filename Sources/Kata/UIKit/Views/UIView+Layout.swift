import Foundation

/// Auto Layout on a view: anchors, guides and priorities, recorded and never solved.
extension UIView {
    /// The view's leading edge.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: "leading") }
    /// The view's trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: "trailing") }
    /// The view's left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: "left") }
    /// The view's right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: "right") }
    /// The view's top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: "top") }
    /// The view's bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: "bottom") }
    /// The view's horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: "centerX") }
    /// The view's vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: "centerY") }
    /// The baseline of the view's first line of text.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: "firstBaseline") }
    /// The baseline of the view's last line of text.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: "lastBaseline") }
    /// The view's width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: "width") }
    /// The view's height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: "height") }

    /// The part of the view that bars and the home indicator leave uncovered.
    public var safeAreaLayoutGuide: UILayoutGuide {
        layoutGuide(named: "UIViewSafeAreaLayoutGuide")
    }

    /// The view's content area inside its margins.
    public var layoutMarginsGuide: UILayoutGuide {
        layoutGuide(named: "UIViewLayoutMarginsGuide")
    }

    /// The guides added to the view, its own among them once asked for.
    public var layoutGuides: [UILayoutGuide] {
        storedLayoutGuides
    }

    /// Adds a layout guide to the view.
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuide.owningView = self
        storedLayoutGuides.append(layoutGuide)
    }

    /// Adds a rule to the view; prefer `NSLayoutConstraint.activate(_:)`, as Apple does.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        constraint.isActive = true
        storedConstraints.append(constraint)
    }

    /// Adds rules to the view.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        constraints.forEach(addConstraint)
    }

    /// The rules added to the view with `addConstraint(_:)`.
    public var constraints: [NSLayoutConstraint] {
        storedConstraints
    }

    /// Sets how much the view resists growing past its content's size; recorded only.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        contentPriorities["hugging-\(axis.rawValue)"] = priority
    }

    /// How much the view resists growing past its content's size.
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        contentPriorities["hugging-\(axis.rawValue)"] ?? .defaultLow
    }

    /// Sets how much the view resists shrinking below its content's size; recorded only.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        contentPriorities["compression-\(axis.rawValue)"] = priority
    }

    /// How much the view resists shrinking below its content's size.
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        contentPriorities["compression-\(axis.rawValue)"] ?? .defaultHigh
    }

    /// Asks for layout at the next update; the model lays nothing out.
    public func setNeedsLayout() {}

    /// Lays the view out now: the model calls `layoutSubviews()`, and lays nothing out.
    public func layoutIfNeeded() {
        layoutSubviews()
    }

    /// Inserts a subview at a place among the subviews, 0 at the back.
    public func insertSubview(_ view: UIView, at index: Int) {
        addSubview(view)
        moveSubview(view, to: index)
    }

    /// Inserts a subview just below another.
    public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        addSubview(view)
        moveSubview(view, to: subviews.firstIndex { $0 === siblingSubview } ?? subviews.count)
    }

    /// Inserts a subview just above another.
    public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        addSubview(view)
        moveSubview(view, to: (subviews.firstIndex { $0 === siblingSubview } ?? subviews.count - 1) + 1)
    }

    /// Moves a subview to the front.
    public func bringSubviewToFront(_ view: UIView) {
        moveSubview(view, to: subviews.count)
    }

    /// Moves a subview to the back.
    public func sendSubviewToBack(_ view: UIView) {
        moveSubview(view, to: 0)
    }

    /// Asks for the constraints to be updated at the next update.
    public func setNeedsUpdateConstraints() {}

    /// Updates the constraints now: the model calls `updateConstraints()`.
    public func updateConstraintsIfNeeded() {
        updateConstraints()
    }

    /// The view's own guide with this identifier, made on first use.
    func layoutGuide(named identifier: String) -> UILayoutGuide {
        if let guide = storedLayoutGuides.first(where: { $0.identifier == identifier }) {
            return guide
        }
        let guide = UILayoutGuide()
        guide.identifier = identifier
        addLayoutGuide(guide)
        return guide
    }
}
