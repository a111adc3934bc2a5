/// `sheet` and `fullScreenCover`: while the binding is true (or holds an item), the content is
/// presented from the screen the view is on; setting it back dismisses, and so does the user's
/// swipe, which sets it back itself.
struct PresentationModifier<Presented: View>: BuiltInModifier {
    /// The identity of what is presented now, or `nil` when nothing is.
    let presentedID: () -> AnyHashable?
    /// The content for what is presented now.
    let content: () -> Presented?
    /// Sets the binding back to false or `nil`.
    let clear: () -> Void
    let style: UIModalPresentationStyle
    let onDismiss: (() -> Void)?

    func render<Content: View>(_ view: Content, in node: ViewNode) {
        node.child("content", view)
        guard let id = node.read(presentedID), let presented = node.read(content) else { return }
        var environment = node.environment
        environment.navigationLinkAction = nil
        environment.isInList = false
        environment.dismiss = DismissAction(clear)
        let presentedNode = node.child("presented:\(id.hashValue)", presented, environment: environment)
        presentedNode.makeScreenRoot()
        let (clear, onDismiss, style) = (self.clear, self.onDismiss, self.style)
        node.traits.presentation = PresentationRequest(node: presentedNode, makeController: {
            let page = HostedPageController(node: presentedNode)
            page.modalPresentationStyle = style
            return page
        }, userDismissed: {
            clear()
            onDismiss?()
        }, onDismiss: onDismiss)
    }
}

extension View {
    /// Presents a sheet while `isPresented` is true; the user's swipe down sets it to false.
    public func sheet<Content: View>(
        isPresented: Binding<Bool>,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        presenting(isPresented: isPresented, style: .pageSheet, onDismiss: onDismiss, content: content)
    }

    /// Presents a sheet for the item while there is one; another item replaces the sheet, and
    /// the user's swipe down sets it to `nil`.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        presenting(item: item, style: .pageSheet, onDismiss: onDismiss, content: content)
    }

    /// Covers the screen while `isPresented` is true; the user cannot swipe it away.
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        presenting(isPresented: isPresented, style: .fullScreen, onDismiss: onDismiss, content: content)
    }

    /// Covers the screen for the item while there is one.
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        presenting(item: item, style: .fullScreen, onDismiss: onDismiss, content: content)
    }

    /// Presents a popover while `isPresented` is true: on iPhone, a sheet, as iOS adapts it.
    public func popover<Content: View>(
        isPresented: Binding<Bool>,
        attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        presenting(isPresented: isPresented, style: .popover, onDismiss: nil, content: content)
    }

    /// Presents a popover for the item while there is one: on iPhone, a sheet.
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>,
        attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        presenting(item: item, style: .popover, onDismiss: nil, content: content)
    }

    /// Presents `content` in a style while `isPresented` is true.
    private func presenting<Content: View>(
        isPresented: Binding<Bool>,
        style: UIModalPresentationStyle,
        onDismiss: (() -> Void)?,
        content: @escaping () -> Content
    ) -> ModifiedContent<Self, PresentationModifier<Content>> {
        modifier(PresentationModifier(
            presentedID: { isPresented.wrappedValue ? AnyHashable(true) : nil },
            content: content,
            clear: { isPresented.wrappedValue = false },
            style: style,
            onDismiss: onDismiss
        ))
    }

    /// Presents `content` for the item, in a style, while there is one.
    private func presenting<Item: Identifiable, Content: View>(
        item: Binding<Item?>,
        style: UIModalPresentationStyle,
        onDismiss: (() -> Void)?,
        content: @escaping (Item) -> Content
    ) -> ModifiedContent<Self, PresentationModifier<Content>> {
        modifier(PresentationModifier(
            presentedID: { item.wrappedValue.map { AnyHashable($0.id) } },
            content: { item.wrappedValue.map(content) },
            clear: { item.wrappedValue = nil },
            style: style,
            onDismiss: onDismiss
        ))
    }

    /// Stops the user from swiping away the sheet this view is in.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        modifier(TraitModifier { $0.interactiveDismissDisabled = isDisabled })
    }
}
