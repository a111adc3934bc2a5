/// An image loaded from a URL; the model loads nothing, so it shows its placeholder (or
/// nothing, without one), as on iOS before the image arrives.
public struct AsyncImage<Content: View> {
    let placeholder: AnyView?

    /// The model shows this view itself and never asks for its body, which is empty.
    public var body: EmptyView {
        EmptyView()
    }
}

extension AsyncImage where Content == Image {
    /// An image from a URL.
    public init(url: URL?, scale: CGFloat = 1) {
        placeholder = nil
    }
}

extension AsyncImage {
    /// An image from a URL, shown through `content` once loaded, and `placeholder` until then.
    public init<I: View, P: View>(
        url: URL?,
        scale: CGFloat = 1,
        @ViewBuilder content: @escaping (Image) -> I,
        @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P> {
        self.placeholder = AnyView(placeholder())
    }

    /// An image from a URL, shown through `content` for each phase of its loading: here, always
    /// the empty phase.
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(), @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        placeholder = AnyView(content(.empty))
    }
}

extension AsyncImage: View, BuiltInView {
    func render(in node: ViewNode) {
        if let placeholder {
            node.child("placeholder", placeholder)
        }
    }
}
