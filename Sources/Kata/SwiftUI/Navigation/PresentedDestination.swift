/// A screen `navigationDestination(isPresented:destination:)` pushes while its binding is true.
@MainActor
struct PresentedDestination {
    /// Whether it is pushed; going back sets it to false.
    let isPresented: Binding<Bool>
    /// The screen.
    let destination: AnyView
}

/// `navigationDestination(isPresented:destination:)`: asks the stack to push the destination
/// on top while the binding is true; when the flag changes in a view the stack does not
/// evaluate itself (a pushed screen's `@State`, an `@Observable` read only here), the stack is
/// told to look at its pages again.
struct PresentedDestinationModifier<Destination: View>: BuiltInModifier {
    let isPresented: Binding<Bool>
    let destination: Destination

    func render<Content: View>(_ content: Content, in node: ViewNode) {
        node.child("content", content)
        let binding = isPresented
        let isPresentedNow = node.read { binding.wrappedValue }
        if isPresentedNow {
            node.traits.presentedDestination = PresentedDestination(isPresented: binding, destination: AnyView(destination))
        }
        let seen = node.persistent("isPresented") { SeenValue<Bool>() }
        if let wasPresented = seen.value, wasPresented != isPresentedNow {
            node.environment.navigationLinkAction?.refresh()
        }
        seen.value = isPresentedNow
    }
}

extension View {
    /// Pushes a screen onto the navigation stack this view is in while `isPresented` is true;
    /// Back sets it to false.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        modifier(PresentedDestinationModifier(isPresented: isPresented, destination: destination()))
    }
}
