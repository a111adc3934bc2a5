/// An object whose changes views follow, the way apps observed state before `@Observable`:
/// `@Published` properties tell `objectWillChange` before they change.
///
/// On iOS it comes from Combine, which Linux does not have; the model provides what navigation
/// code needs of it: the change notification that evaluates again the views that hold the object
/// in `@StateObject`, `@ObservedObject` or `@EnvironmentObject`.
///
/// ```swift
/// final class AuthCoordinator: ObservableObject {
///     @Published var path: [AuthRoute] = []
/// }
/// ```
public protocol ObservableObject: AnyObject {
    /// Told before any `@Published` property changes.
    var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
    /// The object's own publisher, made on first use.
    public var objectWillChange: ObservableObjectPublisher {
        ObservableObjectPublisher.publisher(of: self)
    }
}
