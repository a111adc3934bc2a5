/// `id(_:)`: gives the view an identity of its own, so that another value makes it a new view,
/// whose state starts afresh.
struct IdentityModifier: BuiltInModifier {
    let identity: AnyHashable

    func render<Content: View>(_ content: Content, in node: ViewNode) {
        node.child("id:\(identity.hashValue):\(identity)", content)
    }
}

extension View {
    /// Binds the view's identity to a value: when the value changes, SwiftUI sees a new view, and
    /// the old one's state (its `@State`, its `@StateObject`) is gone.
    ///
    /// ```swift
    /// ProfileForm(profile: profile)
    ///     .id(profile.id)
    /// ```
    public func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(IdentityModifier(identity: AnyHashable(id)))
    }
}
