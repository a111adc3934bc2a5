/// The UIKit views that show SwiftUI's stacks, lists, buttons and links.
@MainActor
enum ControlViews {
    /// The node's stack view, along an axis.
    static func stack(_ axis: NSLayoutConstraint.Axis, in node: ViewNode) -> UIStackView {
        let stack = node.platformView { UIStackView() }
        stack.axis = axis
        return stack
    }

    /// The identifier of the action a SwiftUI control runs, replaced at each evaluation.
    private static let viewAction = UIAction.Identifier("SwiftUI view action")

    /// The node's button, titled with the texts of a label's node, which runs `action`, written at `site`, when tapped.
    static func button(in node: ViewNode, titledBy label: ViewNode, isEnabled: Bool, site: CallSite? = nil, action: @escaping () -> Void) -> UIButton {
        let button = node.platformView { UIButton(type: .system) }
        button.setTitle(label.texts().joined(separator: " "), for: .normal)
        button.isEnabled = isEnabled
        button.isUserInteractionEnabled = node.environment.allowsHitTesting
        button.addAction(UIAction(identifier: viewAction) { _ in ViewAction.run(at: site, action) }, for: .touchUpInside)
        return button
    }

    /// The node's text field, which the user types into by its placeholder, bound to a string.
    static func field(in node: ViewNode, placeholder: String, text: Binding<String>, isEnabled: Bool) -> UITextField {
        let field = node.platformView { UITextField() }
        field.placeholder = placeholder
        field.text = text.wrappedValue
        field.isEnabled = isEnabled
        field.isUserInteractionEnabled = node.environment.allowsHitTesting
        field.addAction(UIAction(identifier: viewAction) { [weak field] _ in text.wrappedValue = field?.text ?? "" }, for: .editingChanged)
        return field
    }

    /// The buttons among views and their subviews, in order.
    static func buttons(in views: [UIView]) -> [UIButton] {
        views.flatMap(\.viewTree).compactMap { $0 as? UIButton }
    }
}
