/// `preference(key:value:)`: the view sets a value its ancestors read; when it changes, the
/// ancestors that listen are told, even when the view changed on its own.
struct PreferenceModifier<Key: PreferenceKey>: BuiltInModifier {
    let value: Key.Value

    func render<Content: View>(_ content: Content, in node: ViewNode) {
        node.child("content", content)
        node.traits.preferences.append(PreferenceValue(key: ObjectIdentifier(Key.self), value: value))
        let description = String(describing: value)
        let seen = node.persistent("preference") { SeenValue<String>() }
        if let previous = seen.value, previous != description {
            node.environment.preferenceDidChange?()
        }
        seen.value = description
    }
}
