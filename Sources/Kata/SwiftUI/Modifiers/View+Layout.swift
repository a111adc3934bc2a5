/// Layout and drawing modifiers that real screens carry: the model lays nothing out and draws
/// nothing, so each returns the view unchanged.
extension View {
    /// Lets the view extend into the safe area.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }
    /// Lets the view extend into the safe area, the older way.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }
    /// Clips the view to a shape.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { self }
    /// Sets the shape that takes the view's taps.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }
    /// Sets the shape of one kind, such as the drag preview's; it changes nothing the user taps
    /// in the model, which has no shapes to hit.
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View { self }
    /// Sets the background of the container the view is in, such as a navigation stack's.
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View { self }
    /// Sets a view as the background of the container the view is in; drawn, not shown to the user.
    public func containerBackground<V: View>(for container: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { self }
    /// Adds space to the safe area the view sees.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { self }
    /// Adds insets to the safe area the view sees.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View { self }
    /// Clips the view to its bounds.
    public func clipped(antialiased: Bool = false) -> some View { self }
    /// Keeps an aspect ratio.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View { self }
    /// Scales the view to fit its container.
    public func scaledToFit() -> some View { self }
    /// Scales the view to fill its container.
    public func scaledToFill() -> some View { self }
    /// Scales the view.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View { self }
    /// Rotates the view.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { self }
    /// Moves the view.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
    /// Adds a shadow.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
    /// Blurs the view.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View { self }
    /// Draws a border.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View { self }
    /// Sets the weight of the text inside.
    public func fontWeight(_ weight: Font.Weight?) -> some View { self }
    /// Sets the design of the text inside.
    public func fontDesign(_ design: Font.Design?) -> some View { self }
    /// Sets the scale of the images inside.
    public func imageScale(_ scale: Image.Scale) -> some View { self }
    /// Sets the layer the view is drawn on.
    public func zIndex(_ value: Double) -> some View { self }
    /// Sets the insets of the list rows inside.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View { self }
    /// Shows or hides the list rows' separators.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }
    /// Sets the background of the list rows inside.
    public func listRowBackground<V: View>(_ view: V?) -> some View { self }
    /// Sets the background of a bar.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View { self }
    /// Shows or hides the background of a bar.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }
    /// Sets the colour scheme of a bar.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { self }
    /// Rounds a sheet's corners.
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { self }
    /// Sets the style of the navigation views inside.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
}
