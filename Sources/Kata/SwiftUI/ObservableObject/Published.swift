/// A property of an `ObservableObject` whose changes views follow: setting it tells the object's
/// `objectWillChange` first.
///
/// ```swift
/// @Published var isSignedIn = false
/// ```
@propertyWrapper
public struct Published<Value> {
    private var value: Value

    /// Creates the property with its first value.
    public init(wrappedValue: Value) {
        value = wrappedValue
    }

    /// Creates the property with its first value, as `init(wrappedValue:)` does (Combine's older
    /// spelling, kept for code that assigns `_name = Published(initialValue: …)`).
    public init(initialValue: Value) {
        value = initialValue
    }

    /// The value; only reachable through the object, as in Combine.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { value }
        set { value = newValue }
    }

    /// Reads and writes the value through the class that holds it, telling it before a change
    /// when it is an `ObservableObject` (in Combine, any class may have `@Published` properties).
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].value }
        set {
            (object as? any ObservableObject)?.objectWillChange.send()
            object[keyPath: storageKeyPath].value = newValue
        }
    }
}
