/// A view the model shows itself, without a body: it makes its part of the tree under its node.
@MainActor
protocol BuiltInView {
    /// Makes this view's children and display under `node`, which stands for this view in the tree.
    func render(in node: ViewNode)
}
