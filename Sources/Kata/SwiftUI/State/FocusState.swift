/// Which field has the keyboard's focus; the model has no keyboard, so focus is a value the view
/// keeps, as `@State` does, and setting it focuses nothing.
///
/// ```swift
/// @FocusState private var isCodeFocused: Bool
/// TextField("Code", text: $code).focused($isCodeFocused)
/// ```
@propertyWrapper
@MainActor
public struct FocusState<Value: Hashable>: DynamicProperty {
    private let box: StateBox<Value>

    /// The focus as `focused(_:)` and `focused(_:equals:)` read and write it.
    @propertyWrapper
    @MainActor
    public struct Binding {
        let binding: Kata.Binding<Value>

        /// The focus.
        public var wrappedValue: Value {
            get { binding.wrappedValue }
            nonmutating set { binding.wrappedValue = newValue }
        }

        /// The binding itself.
        public var projectedValue: Binding {
            self
        }
    }

    /// Focus on one field, or none.
    public init() where Value == Bool {
        box = StateBox(initialValue: false)
    }

    /// Focus on one of several fields, by a value, or none.
    public init<T: Hashable>() where Value == T? {
        box = StateBox(initialValue: nil)
    }

    /// The focus now.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// The focus as a binding, for `focused(_:)`.
    public var projectedValue: Binding {
        let box = self.box
        return Binding(binding: Kata.Binding(reading: { box.value }, writing: { box.value = $0 }))
    }
}

extension FocusState: NodeLinkedProperty {
    func link(to node: ViewNode, name: String) -> ModelReport? {
        box.link(to: node, name: name)
        return nil
    }
}

extension View {
    /// Ties the field inside to a Boolean focus state; the model has no keyboard to move.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }

    /// Ties the field inside to one value of a focus state; the model has no keyboard to move.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View { self }
}
