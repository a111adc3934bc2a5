/// The stack views that show SwiftUI's stacks and lists.
@MainActor
enum StackViews {
    /// A new stack view along an axis.
    static func make(_ axis: NSLayoutConstraint.Axis) -> UIStackView {
        let stack = UIStackView()
        stack.axis = axis
        return stack
    }
}
