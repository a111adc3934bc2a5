/// A way to read and write a value that someone else owns, such as a parent's `@State` or a
/// coordinator's path.
///
/// ```swift
/// struct CodeView: View {
///     @Binding var code: String
///     var body: some View {
///         TextField("Code", text: $code)
///     }
/// }
/// ```
@propertyWrapper
@dynamicMemberLookup
@MainActor
public struct Binding<Value>: DynamicProperty {
    private let getValue: () -> Value
    private let setValue: (Value) -> Void

    /// Creates a binding from a getter and a setter.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getValue = get
        setValue = set
    }

    /// Creates a binding from another, as `@Binding var x: T` is initialized with `$y`.
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to a value that never changes, for previews and tests.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The value; setting it writes through to its owner.
    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set {
            BodyEvaluation.reportChangeIfEvaluating()
            setValue(newValue)
        }
    }

    /// The binding itself, so `$value` passes it on.
    public var projectedValue: Binding<Value> {
        self
    }

    /// A binding to a property of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let getValue = self.getValue
        let setValue = self.setValue
        return Binding<Subject>(
            get: { getValue()[keyPath: keyPath] },
            set: { newValue in
                var value = getValue()
                value[keyPath: keyPath] = newValue
                setValue(value)
            }
        )
    }
}

extension Binding {
    /// A binding to an optional value from a binding to a value.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { newValue in
            if let newValue {
                base.wrappedValue = newValue
            }
        })
    }

    /// A binding to a value from a binding to an optional, or `nil` when it is `nil` now.
    public init?(_ base: Binding<Value?>) {
        guard let current = base.wrappedValue else { return nil }
        self.init(get: { base.wrappedValue ?? current }, set: { base.wrappedValue = $0 })
    }
}
