import Observation

/// A modifier that changes the environment of the view it modifies and of everything inside.
struct EnvironmentModifier: BuiltInModifier {
    let change: (inout EnvironmentValues) -> Void

    func render<Content: View>(_ content: Content, in node: ViewNode) {
        var environment = node.environment
        change(&environment)
        node.child("content", content, environment: environment)
    }
}

extension View {
    /// Puts an observable object in the environment of this view and everything inside, for
    /// `@Environment(Type.self)` to read.
    public func environment<Object: AnyObject & Observable>(_ object: Object?) -> some View {
        modifier(EnvironmentModifier { $0.setObject(object, of: Object.self) })
    }

    /// Sets an environment value for this view and everything inside.
    public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) -> some View {
        modifier(EnvironmentModifier { $0[keyPath: keyPath] = value })
    }

    /// Disables the buttons and fields of this view and everything inside when `disabled` is true.
    public func disabled(_ disabled: Bool) -> some View {
        modifier(EnvironmentModifier { $0.isEnabled = $0.isEnabled && !disabled })
    }
}

extension EnvironmentValues {
    /// Whether controls accept the user's touches; `disabled(_:)` turns it off.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
}

/// The key of `isEnabled`.
private struct IsEnabledKey: EnvironmentKey {
    static let defaultValue = true
}
