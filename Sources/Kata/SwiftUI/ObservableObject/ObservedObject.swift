/// An `ObservableObject` a view is given and follows: when it changes, the view's body is
/// evaluated again. The view does not own it; whoever made it does.
///
/// ```swift
/// @ObservedObject var coordinator: AuthCoordinator
/// ```
@propertyWrapper
@preconcurrency @MainActor
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Makes bindings to an object's properties, with `$object.property`.
    @dynamicMemberLookup
    @preconcurrency @MainActor
    public struct Wrapper {
        let object: ObjectType

        /// A binding to a property of the object.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(reading: { object[keyPath: keyPath] }, writing: { object[keyPath: keyPath] = $0 })
        }
    }

    /// The object.
    public var wrappedValue: ObjectType

    /// Follows an object.
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// Follows an object.
    public init(initialValue: ObjectType) {
        wrappedValue = initialValue
    }

    /// Makes bindings to the object's properties, with `$object.property`.
    public var projectedValue: Wrapper {
        Wrapper(object: wrappedValue)
    }
}

extension ObservedObject: NodeLinkedProperty {
    func link(to node: ViewNode, name: String) -> ModelReport? {
        node.follow(wrappedValue.objectWillChange, as: name)
        return nil
    }
}
