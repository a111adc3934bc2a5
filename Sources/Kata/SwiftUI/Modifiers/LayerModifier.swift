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

    /// Shows a view in front of this one, the form before iOS 15; a hidden `NavigationLink`
    /// placed this way still pushes while its flag is true.
    @_disfavoredOverload
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        modifier(LayerModifier(layer: overlay, isAbove: true))
    }

    /// Shows a view behind this one, the form before iOS 15.
    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        modifier(LayerModifier(layer: background, isAbove: false))
    }
}
