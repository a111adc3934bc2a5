import Foundation

/// A value kept in `UserDefaults` under a key: it reads what is stored (or the default), and
/// setting it stores the new value and evaluates again every view that shows that key.
///
/// The model reads and writes the real `UserDefaults` (`.standard` unless you pass a `store`),
/// so a test decides what an app finds at launch by setting the key first. A change made
/// through any `@AppStorage` of the same key and store reaches every view that reads it; one
/// made to `UserDefaults` directly is seen the next time those views are evaluated.
///
/// ```swift
/// @AppStorage("hasSeenOnboarding") private var hasSeenOnboarding = false
/// ```
///
/// As in SwiftUI, the type is not isolated to an actor: an `ObservableObject` that is not
/// `@MainActor` may keep a value in it. A change tells the views that read the key, on the main
/// actor, where the model checks it is made.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    private let key: String
    private let defaultValue: Value
    private let store: UserDefaults
    private let read: (UserDefaults, String) -> Value?
    private let write: (UserDefaults, String, Value) -> Void

    private init(
        key: String,
        defaultValue: Value,
        store: UserDefaults?,
        read: @escaping (UserDefaults, String) -> Value?,
        write: @escaping (UserDefaults, String, Value) -> Void
    ) {
        self.key = key
        self.defaultValue = defaultValue
        self.store = store ?? .standard
        self.read = read
        self.write = write
    }

    /// The stored value, or the default when nothing is stored; setting it stores it.
    public var wrappedValue: Value {
        get { read(store, key) ?? defaultValue }
        nonmutating set {
            write(store, key, newValue)
            Self.tellReaders(of: key, in: store)
        }
    }

    /// Evaluates again the views that read `key` in `store`.
    private static func tellReaders(of key: String, in store: UserDefaults) {
        nonisolated(unsafe) let store = store
        SynchronousIsolation.onMainActor { AppStorageReaders.shared.changed(key, in: store) }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> {
        let (key, store, read, write, defaultValue) = (self.key, self.store, self.read, self.write, self.defaultValue)
        return Binding(reading: { read(store, key) ?? defaultValue }, writing: { newValue in
            write(store, key, newValue)
            Self.tellReaders(of: key, in: store)
        })
    }
}

extension AppStorage: NodeLinkedProperty {
    func link(to node: ViewNode, name: String) -> ModelReport? {
        AppStorageReaders.shared.add(node, reading: key, in: store)
        return nil
    }
}

extension AppStorage {
    /// A value of a type `UserDefaults` stores as it is, read back with `object(forKey:)`.
    private init(storing wrappedValue: Value, key: String, store: UserDefaults?) {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: { $0.object(forKey: $1) as? Value }, write: { $0.set($2, forKey: $1) })
    }
}

extension AppStorage where Value == Bool {
    /// A Boolean with a default, stored under a key.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(storing: wrappedValue, key: key, store: store)
    }
}

extension AppStorage where Value == Int {
    /// An integer with a default, stored under a key.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(storing: wrappedValue, key: key, store: store)
    }
}

extension AppStorage where Value == Double {
    /// A number with a default, stored under a key.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(storing: wrappedValue, key: key, store: store)
    }
}

extension AppStorage where Value == String {
    /// A string with a default, stored under a key.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(storing: wrappedValue, key: key, store: store)
    }
}

extension AppStorage where Value == Data {
    /// Data with a default, stored under a key.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(storing: wrappedValue, key: key, store: store)
    }
}

extension AppStorage where Value == URL {
    /// A URL with a default, stored under a key as its absolute string.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: { $0.string(forKey: $1).flatMap(URL.init(string:)) }, write: { $0.set($2.absoluteString, forKey: $1) })
    }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == String {
    /// A value stored as its string raw value, such as an enum of the app's states.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: { $0.string(forKey: $1).flatMap { Value(rawValue: $0) } }, write: { $0.set($2.rawValue, forKey: $1) })
    }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == Int {
    /// A value stored as its integer raw value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: { ($0.object(forKey: $1) as? Int).flatMap { Value(rawValue: $0) } }, write: { $0.set($2.rawValue, forKey: $1) })
    }
}

extension AppStorage where Value == String? {
    /// An optional string, `nil` until stored; storing `nil` removes the key.
    public init(_ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: nil, store: store, read: { .some($0.string(forKey: $1)) }, write: { store, key, value in
            if let value {
                store.set(value, forKey: key)
            } else {
                store.removeObject(forKey: key)
            }
        })
    }
}
