import Foundation

/// A layout rule between two anchors, or an anchor and a constant.
///
/// The model keeps constraints so screens laid out with Auto Layout compile and run as on iOS;
/// it never solves them: frames are not computed, and graders look at views, not positions.
///
/// ```swift
/// NSLayoutConstraint.activate([
///     button.centerXAnchor.constraint(equalTo: view.centerXAnchor),
///     button.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
/// ])
/// ```
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// How the two sides compare.
    public enum Relation: Int, Sendable {
        /// The first side is at most the second.
        case lessThanOrEqual = -1
        /// The sides are equal.
        case equal = 0
        /// The first side is at least the second.
        case greaterThanOrEqual = 1
    }

    /// The part of a view or layout guide a rule made with `init(item:attribute:…)` sets.
    public enum Attribute: Int, Sendable {
        /// No attribute: the rule's second side is a constant.
        case notAnAttribute = 0
        /// The left edge.
        case left = 1
        /// The right edge.
        case right = 2
        /// The top edge.
        case top = 3
        /// The bottom edge.
        case bottom = 4
        /// The leading edge.
        case leading = 5
        /// The trailing edge.
        case trailing = 6
        /// The width.
        case width = 7
        /// The height.
        case height = 8
        /// The horizontal centre.
        case centerX = 9
        /// The vertical centre.
        case centerY = 10
        /// The baseline of the last line of text.
        case lastBaseline = 11
        /// The baseline of the first line of text.
        case firstBaseline = 12
        /// The left margin.
        case leftMargin = 13
        /// The right margin.
        case rightMargin = 14
        /// The top margin.
        case topMargin = 15
        /// The bottom margin.
        case bottomMargin = 16
        /// The leading margin.
        case leadingMargin = 17
        /// The trailing margin.
        case trailingMargin = 18
        /// The horizontal centre between the margins.
        case centerXWithinMargins = 19
        /// The vertical centre between the margins.
        case centerYWithinMargins = 20

        /// The baseline of the last line, under its older name.
        public static var baseline: Attribute {
            .lastBaseline
        }
    }

    /// The horizontal or vertical direction, of a stack view or a content priority.
    public enum Axis: Int, Sendable {
        /// Left to right.
        case horizontal = 0
        /// Top to bottom.
        case vertical = 1
    }

    /// The anchor on the left of the rule.
    public let firstAnchor: AnyObject
    /// The anchor on the right of the rule, if the rule has one.
    public let secondAnchor: AnyObject?
    /// How the sides compare.
    public let relation: Relation
    /// The attribute of the first item, for a rule made with `init(item:attribute:…)`; `.notAnAttribute` for one made from anchors.
    public private(set) var firstAttribute: Attribute = .notAnAttribute
    /// The attribute of the second item, for a rule made with `init(item:attribute:…)`; `.notAnAttribute` for one made from anchors.
    public private(set) var secondAttribute: Attribute = .notAnAttribute
    /// What the second side is multiplied by.
    public let multiplier: CGFloat
    /// What is added to the second side.
    open var constant: CGFloat
    /// How much the rule matters against the others.
    open var priority: UILayoutPriority = .required
    /// A name for debugging.
    open var identifier: String?
    /// Whether the rule takes part in layout; the model only records it.
    open var isActive = false

    /// Creates a rule; anchors' `constraint(…)` methods are the way to make one.
    init(first: AnyObject, second: AnyObject?, relation: Relation, multiplier: CGFloat, constant: CGFloat) {
        self.firstAnchor = first
        self.secondAnchor = second
        self.relation = relation
        self.multiplier = multiplier
        self.constant = constant
        super.init()
    }

    /// Creates a rule between two items' attributes, as Auto Layout wrote them before anchors:
    /// `item.attribute = toItem.attribute × multiplier + constant`. The model keeps it, inactive
    /// until activated, as UIKit does.
    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        self.init(first: view1 as AnyObject, second: view2.map { $0 as AnyObject }, relation: relation, multiplier: multiplier, constant: c)
        firstAttribute = attr1
        secondAttribute = attr2
    }

    /// Creates an empty rule, between nothing, as `NSObject`'s initializer does; the model keeps it.
    public convenience override init() {
        self.init(first: NSNull(), second: nil, relation: .equal, multiplier: 1, constant: 0)
    }

    /// Activates every rule of the list.
    public static func activate(_ constraints: [NSLayoutConstraint]) {
        constraints.forEach { $0.isActive = true }
    }

    /// Deactivates every rule of the list.
    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        constraints.forEach { $0.isActive = false }
    }
}

/// How much a layout rule, or a view's resistance to stretching and squeezing, matters.
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
    /// The priority, from 1 to 1000.
    public var rawValue: Float

    /// Creates a priority.
    public init(rawValue: Float) {
        self.rawValue = rawValue
    }

    /// Creates a priority.
    public init(_ rawValue: Float) {
        self.rawValue = rawValue
    }

    /// A rule that must hold.
    public static let required = UILayoutPriority(1000)
    /// The priority of a button's resistance to being squeezed.
    public static let defaultHigh = UILayoutPriority(750)
    /// The priority of a button's resistance to being stretched.
    public static let defaultLow = UILayoutPriority(250)
    /// The lowest priority that still counts in layout.
    public static let fittingSizeLevel = UILayoutPriority(50)
}

extension UILayoutPriority {
    /// A priority raised by an amount, as `.defaultHigh + 1` writes it.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(rawValue: lhs.rawValue + rhs)
    }

    /// A priority lowered by an amount.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(rawValue: lhs.rawValue - rhs)
    }
}
