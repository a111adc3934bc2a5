/// A view that shows nothing.
public struct EmptyView {
    /// Creates an empty view.
    public init() {}
}

/// A view in an extension, as SwiftUI declares it, so a view builder outside the main actor can
/// make one.
extension EmptyView: View {
    /// The model shows this view itself and never asks for its body, which is empty.
    public var body: EmptyView {
        EmptyView()
    }
}

extension EmptyView: BuiltInView {
    func render(in node: ViewNode) {}
}
