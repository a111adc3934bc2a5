/// A modifier that tells the model something about its view: a title, an identifier, an action
/// to run when the view appears or disappears.
struct TraitModifier: BuiltInModifier {
    let apply: (inout ViewTraits) -> Void

    func render<Content: View>(_ content: Content, in node: ViewNode) {
        apply(&node.traits)
        node.child("content", content)
    }
}

extension View {
    /// Sets the title the navigation bar shows while this view is on screen.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        modifier(TraitModifier { $0.navigationTitle = titleKey.text })
    }

    /// Sets the title the navigation bar shows while this view is on screen.
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        modifier(TraitModifier { $0.navigationTitle = String(title) })
    }

    /// Sets the title the navigation bar shows while this view is on screen, from a text.
    public func navigationTitle(_ title: Text) -> some View {
        modifier(TraitModifier { $0.navigationTitle = title.content })
    }

    /// Names the view for tests: the user can tap a button or type into a field by this name.
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        modifier(TraitModifier { $0.accessibilityIdentifier = identifier })
    }

    /// Runs an action when the view appears on screen: when its screen appears, or when it joins
    /// a screen that is already showing.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(TraitModifier { traits in
            if let action {
                traits.appearActions.append(action)
            }
        })
    }

    /// Runs an action when the view leaves the screen: it is taken out of the tree, or its
    /// screen disappears.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(TraitModifier { traits in
            if let action {
                traits.disappearActions.append(action)
            }
        })
    }

    /// Hides the back button of the screen this view is on; the user can then neither tap Back
    /// nor swipe back, as on iOS.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        modifier(TraitModifier { $0.hidesBackButton = hidesBackButton })
    }

    /// Sets the navigation title, the form before iOS 14.
    @available(iOS, deprecated: 100000.0, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode = .automatic) -> some View {
        navigationTitle(titleKey)
    }

    /// Sets the navigation title from a text, the form before iOS 14.
    @available(iOS, deprecated: 100000.0, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode = .automatic) -> some View {
        modifier(TraitModifier { $0.navigationTitle = title.content })
    }

    /// Sets the navigation title from a string, the form before iOS 14.
    @available(iOS, deprecated: 100000.0, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode = .automatic) -> some View {
        navigationTitle(title)
    }

    /// Hides the navigation bar while the view's screen is on top of its stack, and the back
    /// button with it, as on iOS.
    @available(iOS, deprecated: 100000.0, message: "Use toolbar(.hidden)")
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        modifier(TraitModifier { $0.hidesNavigationBar = hidden })
    }

    /// Shows or hides a bar while the view's screen is on top; for the navigation bar, the back
    /// button goes with it.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        barVisibility(visibility, for: bars)
    }

    /// Shows or hides a bar while the view's screen is on top, the name iOS 18 gives
    /// `toolbar(_:for:)`.
    public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        barVisibility(visibility, for: bars)
    }

    /// Shows or hides the navigation bar when `bars` names it, or the bar that fits.
    private func barVisibility(_ visibility: Visibility, for bars: [ToolbarPlacement]) -> some View {
        let hides = bars.contains(.navigationBar) || bars.contains(.automatic) ? visibility == .hidden : nil
        return modifier(TraitModifier { traits in
            if let hides {
                traits.hidesNavigationBar = hides
            }
        })
    }

    /// Tags the view, so that a `TabView`'s selection can name it, or a `List`'s: in a list
    /// that binds a selection, the user taps the tagged row to select its tag.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        modifier(TagModifier(tag: AnyHashable(tag)))
    }
}
