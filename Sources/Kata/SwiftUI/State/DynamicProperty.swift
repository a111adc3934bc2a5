/// A stored property of a view that the model connects to the view's place in the tree, such as
/// `@State`, `@Binding`, `@Bindable` and `@Environment`.
public protocol DynamicProperty {
    /// Called before the view's body is evaluated; the model's properties need nothing here.
    mutating func update()
}

extension DynamicProperty {
    /// Does nothing.
    public mutating func update() {}
}

/// A dynamic property that needs to know the node of the view that holds it.
@MainActor
protocol NodeLinkedProperty {
    /// Connects the property, declared under `name`, to the node of the view that holds it;
    /// returns why the view cannot be shown (an environment object no ancestor provides), or `nil`.
    func link(to node: ViewNode, name: String) -> ModelReport?
}

/// Connects a view's dynamic properties to its node before its body is evaluated.
@MainActor
enum DynamicProperties {
    /// Links each of `view`'s stored dynamic properties to `node`; returns why the view cannot
    /// be shown, or `nil`.
    @discardableResult
    static func link(_ view: Any, to node: ViewNode) -> ModelReport? {
        let type = ObjectIdentifier(Swift.type(of: view))
        guard !typesWithout.contains(type) else { return nil }
        var problem: ModelReport?
        var linked = false
        let mirror = Mirror(reflecting: view)
        for child in mirror.children {
            guard let property = child.value as? any NodeLinkedProperty else { continue }
            linked = true
            if let found = property.link(to: node, name: child.label ?? "") {
                problem = problem ?? found
            }
        }
        if !linked, mirror.displayStyle == .struct {
            typesWithout.insert(type)
        }
        return problem
    }

    /// The struct view types found to have no property to link: a struct's stored properties
    /// are the same for every value, so they are not looked through again.
    private static var typesWithout: Set<ObjectIdentifier> = []
}
