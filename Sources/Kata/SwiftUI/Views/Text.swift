/// A view that shows text; on screen it is a label the user can read.
///
/// ```swift
/// Text("Enter the code sent to \(phone)")
/// ```
public struct Text: Equatable {
    /// The text shown.
    let content: String

    /// Shows a string literal, interpolations included.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        content = key.text
    }

    /// Shows a string as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    /// Shows a value formatted, such as a price with `.currency(code:)`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        content = format.format(input)
    }

    /// Shows a string without looking it up in a string table.
    public init(verbatim content: String) {
        self.content = content
    }

    /// Shows an image inline, to be joined with other texts by `+`; the model's images show
    /// nothing the user can read, so it adds no text.
    public init(_ image: Image) {
        content = ""
    }

    /// Two texts are equal when they show the same text.
    public nonisolated static func == (lhs: Text, rhs: Text) -> Bool {
        lhs.content == rhs.content
    }
}

/// A view in an extension, as SwiftUI declares it, so a text can be made outside the main actor
/// (an alert's title, a coordinator's page).
extension Text: View {
    /// The model shows this view itself and never asks for its body, which is empty.
    public var body: EmptyView {
        EmptyView()
    }
}

extension Text: BuiltInView {
    func render(in node: ViewNode) {
        let label = node.platformView { UILabel() }
        label.text = content
        node.display = .leaf(label)
    }
}
