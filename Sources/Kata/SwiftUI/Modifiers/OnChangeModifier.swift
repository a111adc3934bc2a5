/// `onChange(of:)`: runs an action after an update in which a value differs from the one the
/// previous update saw (and, with `initial`, when the view first appears).
struct OnChangeModifier<Value: Equatable>: BuiltInModifier {
    let value: Value
    let initial: Bool
    let action: (Value, Value) -> Void

    func render<Content: View>(_ content: Content, in node: ViewNode) {
        node.child("content", content)
        let seen = node.persistent("onChange") { SeenValue<Value>() }
        let (value, action) = (self.value, self.action)
        if let old = seen.value, old != value {
            node.graph.afterUpdate { action(old, value) }
        } else if seen.value == nil, initial {
            node.traits.appearActions.append { action(value, value) }
        }
        seen.value = value
    }
}

/// The value an `onChange` saw last.
@MainActor
final class SeenValue<Value> {
    var value: Value?
}

extension View {
    /// Runs an action when a value changes, with its old and new value.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        modifier(OnChangeModifier(value: value, initial: initial, action: action))
    }

    /// Runs an action when a value changes.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        modifier(OnChangeModifier(value: value, initial: initial) { _, _ in action() })
    }

    /// Runs an action with the new value when a value changes: the form before iOS 17, which
    /// Apple deprecated and which much code still uses.
    @available(iOS, deprecated: 17.0, message: "Use onChange with a two or zero parameter action closure instead.")
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        modifier(OnChangeModifier(value: value, initial: false) { _, newValue in action(newValue) })
    }
}
