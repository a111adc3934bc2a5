/// `onPreferenceChange(_:perform:)`: reads the value the views inside set for a key, combined
/// with the key's `reduce`, and runs the action after an update in which it changed (and once
/// with the first value).
struct OnPreferenceChangeModifier<Key: PreferenceKey>: BuiltInModifier where Key.Value: Equatable {
    let action: (Key.Value) -> Void

    func render<Content: View>(_ content: Content, in node: ViewNode) {
        var environment = node.environment
        let outer = environment.preferenceDidChange
        environment.preferenceDidChange = { [weak node] in
            node?.invalidate()
            outer?()
        }
        let contentNode = node.child("content", content, environment: environment)
        let keyID = ObjectIdentifier(Key.self)
        var value = Key.defaultValue
        for entry in contentNode.traitsInSubtree(\.preferences) where entry.key == keyID {
            guard let next = entry.value as? Key.Value else { continue }
            Key.reduce(value: &value) { next }
        }
        let seen = node.persistent("onPreferenceChange") { SeenValue<Key.Value>() }
        if seen.value != value {
            let (action, newValue) = (self.action, value)
            node.graph.afterUpdate { action(newValue) }
        }
        seen.value = value
    }
}
