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
