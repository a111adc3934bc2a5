/// A screen `navigationDestination(isPresented:destination:)` or
/// `navigationDestination(item:destination:)` pushes while its binding says so.
@MainActor
struct PresentedDestination {
    /// Whether it is pushed; going back sets it to false (or the item to `nil`).
    let isPresented: Binding<Bool>
    /// What is pushed: the item's identity, so that another item is another screen.
    let identity: AnyHashable
    /// The screen.
    let destination: AnyView
}

/// `navigationDestination(isPresented:)` and `navigationDestination(item:)`: asks the stack to
/// push the destination on top while the binding holds a value; when it changes in a view the
/// stack does not evaluate itself (a pushed screen's `@State`, an `@Observable` read only
/// here), the stack is told to look at its pages again.
struct PresentedDestinationModifier: BuiltInModifier {
    /// The identity of what is pushed now, or `nil` when nothing is.
    let presentedID: () -> AnyHashable?
    /// The screen for what is pushed now.
    let destination: () -> AnyView?
    /// Sets the binding back to false or `nil`.
    let clear: () -> Void

    func render<Content: View>(_ content: Content, in node: ViewNode) {
        node.child("content", content)
        let identity = node.read(presentedID)
        if let identity, let destination = node.read(destination) {
            let clear = self.clear
            let isPresented = Binding(reading: { true }, writing: { if !$0 { clear() } })
            node.traits.presentedDestination = PresentedDestination(isPresented: isPresented, identity: identity, destination: destination)
        }
        let seen = node.persistent("presentedDestination") { SeenValue<AnyHashable?>() }
        if let previous = seen.value, previous != identity {
            node.environment.navigationLinkAction?.refresh()
        }
        seen.value = .some(identity)
    }
}

extension View {
    /// Pushes a screen onto the navigation stack this view is in while `isPresented` is true;
    /// Back sets it to false.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        let screen = AnyView(destination())
        return modifier(PresentedDestinationModifier(
            presentedID: { isPresented.wrappedValue ? AnyHashable(true) : nil },
            destination: { screen },
            clear: { isPresented.wrappedValue = false }
        ))
    }

    /// Pushes a screen for the item onto the navigation stack this view is in while there is
    /// one; another item is another screen, and Back sets the item to `nil`.
    ///
    /// ```swift
    /// .navigationDestination(item: $router.selectedOrder) { order in
    ///     OrderDetail(order: order)
    /// }
    /// ```
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        modifier(PresentedDestinationModifier(
            presentedID: { item.wrappedValue.map { AnyHashable($0) } },
            destination: { item.wrappedValue.map { AnyView(destination($0)) } },
            clear: { item.wrappedValue = nil }
        ))
    }
}
