/// A style for text fields; the model keeps none and draws nothing.
public protocol TextFieldStyle: Sendable {}

/// The rounded-border text field style.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// Creates the style.
    public init() {}
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// The rounded-border style.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}
