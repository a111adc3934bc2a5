/// The leading or trailing edge of a view, such as the edge a list row is swiped from.
public enum HorizontalEdge: Int8, Sendable, CaseIterable, Hashable {
    /// The leading edge: the left, in a left-to-right language.
    case leading
    /// The trailing edge: the right, in a left-to-right language.
    case trailing
}
