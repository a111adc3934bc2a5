/// A value kept for the scene, for state restoration: it starts from what the scene saved under
/// its key, else the default, and changing it saves it and evaluates the view again.
///
/// The model keeps the values of each scene session while the test runs; nothing is written to disk.
///
/// ```swift
/// @SceneStorage("navigation") private var savedPath: Data?
/// ```
@propertyWrapper
@MainActor
public struct SceneStorage<Value>: DynamicProperty {
    private let key: String
    private let box: StateBox<Value>

    /// A value with a default, kept under a key.
    public init(wrappedValue: Value, _ key: String) {
        self.key = key
        box = StateBox(initialValue: wrappedValue)
    }

    /// The value; setting it saves it.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
    /// An optional value, `nil` until saved, kept under a key.
    public init(_ key: String) {
        self.key = key
        box = StateBox(initialValue: nil)
    }
}

extension SceneStorage: NodeLinkedProperty {
    func link(to node: ViewNode, name: String) {
        box.link(to: node, name: "scene:\(key)")
    }
}
