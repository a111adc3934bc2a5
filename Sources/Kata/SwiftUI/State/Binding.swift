import Foundation

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
///
/// As in SwiftUI, the type is not isolated to an actor: any code, such as a coordinator that is
/// not `@MainActor`, may make one and pass it on, and it is `Sendable` when its value is. Its
/// `get` and `set` closures are `@Sendable` and take the actor of the code that makes them; a
/// binding whose closures belong to the main actor must be read and written there (SwiftUI warns
/// at run time, the model stops).
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
    private let getValue: () -> Value
    private let setValue: (Value) -> Void

    /// Creates a binding from a getter and a setter, with SwiftUI's signature: in Swift 5 mode
    /// (`@preconcurrency`) the closures may capture anything; in Swift 6 mode what they capture
    /// must be `Sendable`, so a coordinator class that makes bindings from its own properties is
    /// `@MainActor` (or `Sendable`), or the compiler warns, as against SwiftUI.
    @preconcurrency
    public init(
        @_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value,
        @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value) -> Void
    ) {
        getValue = SynchronousIsolation.synchronous(get)
        setValue = SynchronousIsolation.synchronous(set)
    }

    /// Creates a binding whose setter also takes the change's transaction, with SwiftUI's
    /// signature; the model animates nothing, so the setter gets an empty transaction.
    @preconcurrency
    public init(
        @_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value,
        @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value, Transaction) -> Void
    ) {
        getValue = SynchronousIsolation.synchronous(get)
        setValue = SynchronousIsolation.synchronous(set)
    }

    /// Creates a binding from the model's own closures, which run where the binding is used.
    init(reading: @escaping () -> Value, writing: @escaping (Value) -> Void) {
        getValue = reading
        setValue = writing
    }

    /// Creates a binding from another, as `@Binding var x: T` is initialized with `$y`.
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to a value that never changes, for previews and tests.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(reading: { value }, writing: { _ in })
    }

    /// The value; setting it writes through to its owner.
    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set {
            if Thread.isMainThread {
                SynchronousIsolation.onMainActor { BodyEvaluation.reportChangeIfEvaluating() }
            }
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
            reading: { getValue()[keyPath: keyPath] },
            writing: { newValue in
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
        self.init(reading: { base.wrappedValue }, writing: { newValue in
            if let newValue {
                base.wrappedValue = newValue
            }
        })
    }

    /// A binding to a value from a binding to an optional, or `nil` when it is `nil` now.
    public init?(_ base: Binding<Value?>) {
        guard let current = base.wrappedValue else { return nil }
        self.init(reading: { base.wrappedValue ?? current }, writing: { base.wrappedValue = $0 })
    }
}

/// A binding is `Sendable` when its value is, as in SwiftUI: its closures are `@Sendable`, and
/// those that belong to an actor check it when called.
extension Binding: @unchecked Sendable where Value: Sendable {}
