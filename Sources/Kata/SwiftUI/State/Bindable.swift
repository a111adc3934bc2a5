import Observation

/// Makes bindings to the properties of an `@Observable` object, with `$object.property`.
///
/// ```swift
/// struct FlowView: View {
///     @Bindable var coordinator: AuthCoordinator
///     var body: some View {
///         NavigationStack(path: $coordinator.path) { … }
///     }
/// }
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value>: DynamicProperty {
    /// The object.
    public var wrappedValue: Value

    /// Wraps an observable object, as `@Bindable var object: T` does.
    public init(wrappedValue: Value) where Value: AnyObject, Value: Observable {
        self.wrappedValue = wrappedValue
    }

    /// The wrapper itself, so `$object.property` makes a binding.
    public var projectedValue: Bindable<Value> {
        self
    }

    /// A binding to a property of the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(reading: { object[keyPath: keyPath] }, writing: { object[keyPath: keyPath] = $0 })
    }
}

extension Bindable where Value: AnyObject, Value: Observable {
    /// Wraps an observable object, as `@Bindable var object = object` in a body does.
    public init(_ wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// Wraps the object of another bindable.
    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }
}
