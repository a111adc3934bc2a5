/// An `ObservableObject` a view makes and owns: made once, when the view first joins the tree,
/// kept as long as the view keeps its place, and followed for changes.
///
/// ```swift
/// @StateObject private var coordinator = AuthCoordinator()
/// ```
@propertyWrapper
@preconcurrency @MainActor
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    private let box: StateObjectBox<ObjectType>

    /// Makes the object with `thunk` the first time the view joins the tree, and never again.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        box = StateObjectBox(make: thunk)
    }

    /// The object.
    public var wrappedValue: ObjectType {
        box.object
    }

    /// Makes bindings to the object's properties, with `$object.property`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: box.object)
    }
}

extension StateObject: NodeLinkedProperty {
    func link(to node: ViewNode, name: String) -> ModelReport? {
        box.link(to: node, name: name)
        return nil
    }
}

/// Where a `StateObject` finds its object: the one its node keeps, or one made for it.
@MainActor
final class StateObjectBox<ObjectType: ObservableObject> {
    private let make: () -> ObjectType
    private var linked: ObjectType?

    init(make: @escaping () -> ObjectType) {
        self.make = make
    }

    var object: ObjectType {
        if let linked {
            return linked
        }
        let made = make()
        linked = made
        return made
    }

    func link(to node: ViewNode, name: String) {
        let kept = node.persistent(name) { () -> ObjectType in
            let made = make()
            made.objectWillChange.follow(by: node)
            LifetimeTracker.noteCreated(state: made, named: node.describeState("@StateObject", declaredAs: name))
            return made
        }
        linked = kept
    }
}
