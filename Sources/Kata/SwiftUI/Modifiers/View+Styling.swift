/// Styling modifiers: the model keeps the tree readable and draws nothing, so each returns the
/// view unchanged.
extension View {
    /// Lets the user pull the list down to run an action; the model's user has no such gesture,
    /// so the action is kept and never run.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }
    /// Sets the appearance the view and its presentations prefer.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { self }
    /// Adds space around the view.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { self }
    /// Adds space of a length around the view.
    public func padding(_ length: CGFloat) -> some View { self }
    /// Adds space of its own on each edge around the view.
    public func padding(_ insets: EdgeInsets) -> some View { self }
    /// Sets the font of the text inside.
    public func font(_ font: Font?) -> some View { self }
    /// Makes the text inside bold.
    public func bold(_ isActive: Bool = true) -> some View { self }
    /// Sets the colour of the text inside.
    public func foregroundColor(_ color: Color?) -> some View { self }
    /// Sets the style of the foreground.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }
    /// Puts a style behind the view.
    public func background<S: ShapeStyle>(_ style: S) -> some View { self }
    /// Sets the tint of controls inside.
    public func tint(_ tint: Color?) -> some View { self }
    /// Makes the view see-through.
    public func opacity(_ opacity: Double) -> some View { self }
    /// Rounds the view's corners.
    public func cornerRadius(_ radius: CGFloat) -> some View { self }
    /// Gives the view a fixed size.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View { self }
    /// Gives the view flexible bounds.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View { self }
    /// Aligns lines of text.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { self }
    /// Sets the style of buttons inside.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { self }
    /// Sets the border shape of bordered buttons in this view; kept, nothing is drawn.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { self }
    /// Sets the style of text fields inside.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { self }
    /// Sets the style of lists inside.
    public func listStyle<S: ListStyle>(_ style: S) -> some View { self }
    /// Turns off autocorrection in fields inside.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
    /// Sets how fields inside capitalize.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }
    /// Sets how fields inside capitalize, as iOS 13 to 14 wrote it.
    @available(iOS, deprecated: 100000.0, renamed: "textInputAutocapitalization(_:)")
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }
    /// Sets the style of progress views inside.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View { self }
    /// Sets the text size of the view; the model draws no text, so it is kept nowhere.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { self }
    /// Keeps the text size of the view within a range; the model draws no text, so it is kept nowhere.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize { self }
    /// Lets text inside shrink to a fraction of its size to fit; the model lays out no text.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { self }
    /// Sets how the view's colours combine with what is behind it; nothing is drawn.
    public func blendMode(_ blendMode: BlendMode) -> some View { self }
    /// Masks the view with another's shape; nothing is drawn, and the mask shows nothing.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View { self }
    /// Masks the view with another view, the iOS 13 form SwiftUI deprecates for the one taking a
    /// view builder; the model draws nothing.
    @available(iOS, deprecated: 100000.0, message: "use mask(alignment:_:), which takes a view builder")
    public func mask<Mask: View>(_ mask: Mask) -> some View { self }
    /// Sets what the screen's toolbar is for, which places its title on iPad and Mac; on an
    /// iPhone, and in the model, it changes nothing.
    public func toolbarRole(_ role: ToolbarRole) -> some View { self }
    /// Sets the keyboard of fields inside.
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }
    /// Sets the heights a sheet can rest at.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }
    /// Animates changes to a value.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }
    /// Sets how the navigation bar shows the title.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View { self }
    /// Sets what fields inside hold, for the keyboard's suggestions.
    public func textContentType(_ textContentType: UITextContentType?) -> some View { self }
    /// Shows or hides a sheet's grabber.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }
    /// Sets how the view comes and goes.
    public func transition(_ transition: AnyTransition) -> some View { self }
    /// Limits the lines of text inside.
    public func lineLimit(_ number: Int?) -> some View { self }
    /// Limits the lines of text inside to a range.
    public func lineLimit<R: RangeExpression>(_ limit: R) -> some View where R.Bound == Int { self }
    /// Sets the size of controls inside.
    public func controlSize(_ controlSize: ControlSize) -> some View { self }
}
