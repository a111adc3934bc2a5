/// A preference value a view sets, under its key.
@MainActor
struct PreferenceValue {
    /// The key's type.
    let key: ObjectIdentifier
    /// The value.
    let value: Any
}
