/// A style for text fields; the model keeps none and draws nothing. A style of your own
/// implements `_body(configuration:)`, as SwiftUI's underscored requirement is written in code
/// that styles its fields; it compiles, and the field is shown as it is.
@preconcurrency @MainActor
public protocol TextFieldStyle: Sendable {
    /// The view a style makes of a field.
    associatedtype _Body: View
    /// The label of the field a style is given.
    typealias _Label = _TextFieldStyleLabel
    /// The field, styled.
    @ViewBuilder func _body(configuration: TextField<_Label>) -> _Body
}

extension TextFieldStyle {
    /// The field as it is.
    public func _body(configuration: TextField<_Label>) -> TextField<_Label> {
        configuration
    }
}

/// The rounded-border text field style.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// Creates the style.
    public init() {}
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// The rounded-border style.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}
