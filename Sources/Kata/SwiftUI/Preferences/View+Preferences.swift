/// Passing values up the tree.
extension View {
    /// Sets a value for a preference key, which the views above read.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(PreferenceModifier<K>(value: value))
    }

    /// Runs an action with the value the views inside set for a key, when it changes.
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View where K.Value: Equatable {
        modifier(OnPreferenceChangeModifier<K>(action: action))
    }
}
