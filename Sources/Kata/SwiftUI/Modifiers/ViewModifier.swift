/// A change applied to a view, reusable with `modifier(_:)`; its body wraps the view it modifies.
///
/// ```swift
/// struct Card: ViewModifier {
///     func body(content: Content) -> some View {
///         VStack { content }
///     }
/// }
/// ```
@preconcurrency @MainActor
public protocol ViewModifier {
    /// The type of view the body makes.
    associatedtype Body: View
    /// The view being modified, as the body receives it.
    typealias Content = _ViewModifier_Content<Self>

    /// The modified view.
    @ViewBuilder func body(content: Content) -> Body
}

/// The view a modifier's body receives: the view being modified.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    let content: any View

    /// The model shows this view itself and never asks for its body, which is empty.
    public var body: EmptyView {
        EmptyView()
    }
}

extension _ViewModifier_Content: BuiltInView {
    func render(in node: ViewNode) {
        node.child("content", content)
    }
}

/// A modifier the model applies itself: it shows `content` under `node`, with what it changes.
@MainActor
protocol BuiltInModifier: ViewModifier where Body == EmptyView {
    /// Shows `content` as a child of `node`, setting the node's traits or the child's environment.
    func render<Content: View>(_ content: Content, in node: ViewNode)
}

extension BuiltInModifier {
    /// The model applies this modifier itself and never asks for its body, which is empty.
    func body(content: _ViewModifier_Content<Self>) -> EmptyView {
        EmptyView()
    }
}
