import Foundation

/// A view that lines up its arranged subviews in a row or a column.
///
/// Arranged subviews are subviews too, so the user finds and taps a button inside a stack view
/// as anywhere else. The model keeps the axis, spacing and alignment, and lays nothing out.
///
/// ```swift
/// let stack = UIStackView(arrangedSubviews: [nameField, createButton])
/// stack.axis = .vertical
/// stack.spacing = 12
/// view.addSubview(stack)
/// ```
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// How arranged subviews line up across the axis.
    public enum Alignment: Int, Sendable {
        /// Stretched to fill.
        case fill
        /// Aligned to the leading edge.
        case leading
        /// Aligned to the top edge.
        case top
        /// Centred.
        case center
        /// Aligned to the trailing edge.
        case trailing
        /// Aligned to the bottom edge.
        case bottom
    }

    /// How arranged subviews share the space along the axis.
    public enum Distribution: Int, Sendable {
        /// Filling the space, by their priorities.
        case fill
        /// Of equal size.
        case fillEqually
        /// In proportion to their content's size.
        case fillProportionally
        /// With equal space between them.
        case equalSpacing
        /// With their centres equally far apart.
        case equalCentering
    }

    /// The views the stack lines up, in order.
    public private(set) var arrangedSubviews: [UIView] = []
    /// A row (horizontal) or a column (vertical).
    open var axis: NSLayoutConstraint.Axis = .horizontal
    /// The space between arranged subviews.
    open var spacing: CGFloat = 0
    /// How arranged subviews line up across the axis.
    open var alignment: Alignment = .fill
    /// How arranged subviews share the space along the axis.
    open var distribution: Distribution = .fill

    /// Creates a stack of views.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        views.forEach { addArrangedSubview($0) }
    }

    /// Adds a view at the end of the stack, and as a subview.
    open func addArrangedSubview(_ view: UIView) {
        arrangedSubviews.append(view)
        addSubview(view)
    }

    /// Inserts a view into the stack at an index, and adds it as a subview.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.insert(view, at: stackIndex)
        addSubview(view)
    }

    /// Takes a view out of the stack; it stays a subview until removed from its superview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
    }
}
