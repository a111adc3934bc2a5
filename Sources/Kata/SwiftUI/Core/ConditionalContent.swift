/// One of two views, as `if`/`else` and `switch` in a view builder make them.
///
/// Each branch has its own identity: switching branches replaces the view, and its state
/// starts afresh, as in SwiftUI.
public struct _ConditionalContent<TrueContent: View, FalseContent: View> {
    /// Which branch was taken.
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage
}

extension _ConditionalContent: BuiltInView {
    func render(in node: ViewNode) {
        switch storage {
        case let .trueContent(content): node.child("true", content)
        case let .falseContent(content): node.child("false", content)
        }
    }
}

/// A view in an extension, as SwiftUI declares it, so the type's initializer and stored
/// properties are not isolated to the main actor and a view builder outside it can make one.
extension _ConditionalContent: View {
    /// The model shows this view itself and never asks for its body, which is empty.
    public var body: EmptyView {
        EmptyView()
    }
}
