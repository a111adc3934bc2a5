/// An `ObservableObject` an ancestor put in the environment with `environmentObject(_:)`, followed
/// for changes; as in SwiftUI, a view whose ancestors put none there stops the app.
///
/// ```swift
/// @EnvironmentObject var session: Session
/// ```
@propertyWrapper
@MainActor
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    private let box = EnvironmentBox()

    /// Reads the object from the environment.
    public init() {}

    /// The object.
    public var wrappedValue: ObjectType {
        guard let object = box.values.object(of: ObjectType.self) else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    /// Makes bindings to the object's properties, with `$object.property`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
    }
}

extension EnvironmentObject: NodeLinkedProperty {
    func link(to node: ViewNode, name: String) {
        box.values = node.environment
        if let object = node.environment.object(of: ObjectType.self) {
            node.follow(object.objectWillChange, as: name)
        }
    }
}

extension View {
    /// Puts an observable object in the environment of this view and everything inside, for
    /// `@EnvironmentObject` to read.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(EnvironmentModifier { $0.setObject(object, of: T.self) })
    }
}
