/// The UIKit views that show SwiftUI's stacks, lists, buttons and links.
@MainActor
enum ControlViews {
    /// A new stack view along an axis.
    static func stack(_ axis: NSLayoutConstraint.Axis) -> UIStackView {
        let stack = UIStackView()
        stack.axis = axis
        return stack
    }

    /// A button titled with the texts of a label's node, which runs `action`, written at `site`, when tapped.
    static func button(titledBy label: ViewNode, isEnabled: Bool, site: CallSite? = nil, action: @escaping () -> Void) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(label.texts().joined(separator: " "), for: .normal)
        button.isEnabled = isEnabled
        button.addAction(UIAction { _ in ViewAction.run(at: site, action) }, for: .touchUpInside)
        return button
    }

    /// A text field the user types into by its placeholder, bound to a string.
    static func field(placeholder: String, text: Binding<String>, isEnabled: Bool) -> UITextField {
        let field = UITextField()
        field.placeholder = placeholder
        field.text = text.wrappedValue
        field.isEnabled = isEnabled
        field.addAction(UIAction { [weak field] _ in text.wrappedValue = field?.text ?? "" }, for: .editingChanged)
        return field
    }

    /// The buttons among views and their subviews, in order.
    static func buttons(in views: [UIView]) -> [UIButton] {
        views.flatMap(\.viewTree).compactMap { $0 as? UIButton }
    }
}
