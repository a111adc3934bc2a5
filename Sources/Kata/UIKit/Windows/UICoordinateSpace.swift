/// A space that points and rectangles are measured in; the model's screen is one.
@preconcurrency @MainActor
public protocol UICoordinateSpace: AnyObject {
    /// The space's bounds.
    var bounds: CGRect { get }
}
