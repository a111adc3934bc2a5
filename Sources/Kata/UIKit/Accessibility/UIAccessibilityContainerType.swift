/// What kind of container a view's accessibility elements are in; kept.
public enum UIAccessibilityContainerType: Int, Sendable {
    /// No particular container.
    case none = 0
    /// A table of data.
    case dataTable = 1
    /// A list.
    case list = 2
    /// A landmark, such as a region of a page.
    case landmark = 3
    /// A group read as one.
    case semanticGroup = 4
}
