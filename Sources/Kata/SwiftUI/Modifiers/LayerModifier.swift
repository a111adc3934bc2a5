/// `overlay` and `background` with views: the layer is shown with the view, so the user sees its
/// texts and can tap its buttons, as on screen.
struct LayerModifier<Layer: View>: BuiltInModifier {
    let layer: Layer
    let isAbove: Bool

    func render<Content: View>(_ content: Content, in node: ViewNode) {
        if isAbove {
            node.child("content", content)
            node.child("overlay", layer)
        } else {
            node.child("background", layer)
            node.child("content", content)
        }
    }
}

extension View {
    /// Shows a view in front of this one.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(LayerModifier(layer: content(), isAbove: true))
    }

    /// Shows a view behind this one.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(LayerModifier(layer: content(), isAbove: false))
    }
}
