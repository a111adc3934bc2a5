/// Builds a view from the statements of a closure: several views, `if`/`else`, `switch`, optionals.
///
/// ```swift
/// @ViewBuilder var content: some View {
///     Text("Title")
///     if isSignedIn {
///         Button("Sign Out") { signOut() }
///     }
/// }
/// ```
///
/// As in SwiftUI, it is not isolated to the main actor, so a coordinator that is a plain class
/// can have a `@ViewBuilder` method that makes its pages' views.
@resultBuilder
public enum ViewBuilder {
    /// No statements: an empty view.
    public static func buildBlock() -> EmptyView {
        EmptyView()
    }

    /// One statement: that view.
    public static func buildBlock<Content: View>(_ content: Content) -> Content {
        content
    }

    /// Several statements: the views one after the other.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }

    /// A view as a statement.
    public static func buildExpression<Content: View>(_ content: Content) -> Content {
        content
    }

    /// An `if` without `else`: the view, or nothing.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? {
        content
    }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// An `if #available` branch.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}
