/// `safeAreaInset` and `safeAreaBar`: the content is shown beside the view, so the user reads
/// its texts and taps its buttons, as on screen; what is before the view on screen comes first.
extension View {
    /// Shows content above or below the view, in the space it takes from the safe area.
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        modifier(LayerModifier(layer: content(), isAbove: edge == .bottom))
    }

    /// Shows content beside the view, in the space it takes from the safe area.
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        modifier(LayerModifier(layer: content(), isAbove: edge == .trailing))
    }

    /// Shows content as a bar above or below the view (iOS 26).
    public func safeAreaBar<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
    }

    /// Shows content as a bar beside the view (iOS 26).
    public func safeAreaBar<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
    }
}
