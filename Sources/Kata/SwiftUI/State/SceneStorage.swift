/// A value kept for the scene, for state restoration: it starts from the default, and changing it
/// keeps it and evaluates the view again.
///
/// The model keeps it as `@State` keeps a value, for as long as the view keeps its place; nothing
/// is written to disk, and a new launch starts from the default.
///
/// ```swift
/// @SceneStorage("navigation") private var savedPath: Data?
/// ```
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    private let state: State<Value>

    /// A value with a default, kept under a key.
    public init(wrappedValue: Value, _ key: String) {
        state = State(wrappedValue: wrappedValue)
    }

    /// The value; setting it keeps it.
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> {
        state.projectedValue
    }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
    /// An optional value, `nil` until set, kept under a key.
    public init(_ key: String) {
        state = State(wrappedValue: nil)
    }
}

extension SceneStorage: NodeLinkedProperty {
    func link(to node: ViewNode, name: String) -> ModelReport? {
        state.link(to: node, name: name)
    }
}
