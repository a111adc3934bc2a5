/// A key for a value in the environment, with the value views get when no ancestor set one.
///
/// ```swift
/// private struct ThemeKey: EnvironmentKey {
///     static let defaultValue = "plain"
/// }
/// extension EnvironmentValues {
///     var theme: String {
///         get { self[ThemeKey.self] }
///         set { self[ThemeKey.self] = newValue }
///     }
/// }
/// ```
public protocol EnvironmentKey {
    /// The type of the value.
    associatedtype Value
    /// The value when no ancestor set one.
    static var defaultValue: Value { get }
}
