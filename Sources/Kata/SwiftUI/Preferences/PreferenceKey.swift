/// A named value that views pass up to their ancestors, which read it with
/// `onPreferenceChange(_:perform:)`: children's values are combined with `reduce`.
///
/// ```swift
/// struct RouteKey: PreferenceKey {
///     static let defaultValue: Route? = nil
///     static func reduce(value: inout Route?, nextValue: () -> Route?) {
///         value = nextValue() ?? value
///     }
/// }
/// ```
@preconcurrency
public protocol PreferenceKey {
    /// The type of the value.
    associatedtype Value
    /// The value when no view sets one.
    static var defaultValue: Value { get }
    /// Combines the values of several views, in the order they are in the tree.
    static func reduce(value: inout Value, nextValue: () -> Value)
}
