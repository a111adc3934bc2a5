/// A value a view owns and changes; when it changes, the view's body is evaluated again.
///
/// As in SwiftUI, the value lives as long as the view keeps its place in the tree: a view that
/// leaves (a popped screen, a branch not taken) loses it, and made again it starts from its
/// initial value. Declare it `private`, and pass it down as a `Binding` with `$`.
///
/// ```swift
/// struct PhoneView: View {
///     @State private var phone = ""
///     var body: some View {
///         TextField("Phone", text: $phone)
///     }
/// }
/// ```
///
/// As in SwiftUI, the type is not isolated to an actor, and neither is its `projectedValue`:
/// views use it on the main actor, where the model checks it is used.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    private let box: StateBox<Value>

    /// Creates state with an initial value.
    public init(wrappedValue value: Value) {
        box = StateBox(initialValue: value)
    }

    /// Creates state with an initial value.
    public init(initialValue value: Value) {
        box = StateBox(initialValue: value)
    }

    /// The current value; setting it evaluates the view's body again when the turn ends.
    public var wrappedValue: Value {
        get {
            let box = self.box
            return SynchronousIsolation.onMainActor { box.value }
        }
        nonmutating set {
            Self.store(newValue, in: box)
        }
    }

    /// A binding to the value, to hand to a child view or a control.
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(
            reading: { SynchronousIsolation.onMainActor { box.value } },
            writing: { newValue in Self.store(newValue, in: box) }
        )
    }

    /// Stores a value set from a nonisolated member; the value never leaves the main thread,
    /// which `SynchronousIsolation` checks.
    private static func store(_ newValue: Value, in box: StateBox<Value>) {
        nonisolated(unsafe) let newValue = newValue
        SynchronousIsolation.onMainActor { box.value = newValue }
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates state that starts as `nil`.
    public init() {
        box = StateBox(initialValue: nil)
    }
}

extension State: NodeLinkedProperty {
    func link(to node: ViewNode, name: String) -> ModelReport? {
        box.link(to: node, name: name)
        return nil
    }
}

/// Where a `State` finds its value: its initial value until the view joins the tree, then the
/// storage its node keeps.
///
/// A `State` is made wherever its view is, so the box is made on any actor; everything else it
/// does is on the main actor, where its storage is.
final class StateBox<Value>: @unchecked Sendable {
    private let initialValue: Value
    private var storage: StateStorage<Value>?

    init(initialValue: Value) {
        self.initialValue = initialValue
    }

    @MainActor
    var value: Value {
        get { storage?.value ?? initialValue }
        set {
            guard let storage else {
                ModelReporting.report(ModelReport(
                    kind: .misuse,
                    message: "A @State value was set before its view was shown, so the change is lost: SwiftUI prints \"Accessing State's value outside of being installed on a View\". Give the view its starting value through its initializer, or change the state from its body's actions.",
                    callSite: nil
                ))
                return
            }
            storage.value = newValue
            storage.owner?.invalidate()
        }
    }

    /// Uses the storage `node` keeps under `name`, making it on the node's first evaluation.
    @MainActor
    func link(to node: ViewNode, name: String) {
        if let existing = node.states[name] as? StateStorage<Value> {
            storage = existing
        } else {
            let created = StateStorage(value: initialValue, owner: node)
            node.states[name] = created
            let stateName = node.describeState("@State", declaredAs: name)
            LifetimeTracker.noteCreated(state: created, named: stateName)
            if Mirror(reflecting: initialValue).displayStyle == .class {
                let object = initialValue as AnyObject
                LifetimeTracker.noteCreated(state: object, named: "\(type(of: object)), held in \(stateName)")
            }
            storage = created
        }
    }
}

/// The value of one `@State`, kept by the node of the view that declares it.
@MainActor
final class StateStorage<Value> {
    var value: Value
    weak var owner: ViewNode?

    init(value: Value, owner: ViewNode) {
        self.value = value
        self.owner = owner
    }
}
