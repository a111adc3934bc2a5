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
///
/// As in Combine, the publisher's type is an associated type, `ObservableObjectPublisher` unless
/// the object names another; without Combine there is no other publisher to name, so it is that
/// type.
public protocol ObservableObject: AnyObject {
    /// The type of the publisher told before the object changes.
    associatedtype ObjectWillChangePublisher: ObservableObjectPublisher = ObservableObjectPublisher

    /// Told before any `@Published` property changes.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The object's own publisher, made on first use.
    public var objectWillChange: ObservableObjectPublisher {
        ObservableObjectPublisher.publisher(of: self)
    }
}
