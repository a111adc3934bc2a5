import Observation

/// The values a view inherits from its ancestors, such as `dismiss` and observable objects put
/// there with `environment(_:)`.
public struct EnvironmentValues {
    private var values: [ObjectIdentifier: Any] = [:]
    private var objects: [ObjectIdentifier: AnyObject] = [:]

    /// Creates an environment with every value at its default.
    public init() {}

    /// The value for a key, or the key's default.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// Dismisses the presentation or the navigation destination the view is in.
    public var dismiss: DismissAction {
        get { self[DismissActionKey.self] }
        set { self[DismissActionKey.self] = newValue }
    }

    /// How a `NavigationLink` inside a navigation stack adds its value to the stack's path.
    var navigationLinkAction: NavigationLinkAction? {
        get { self[NavigationLinkActionKey.self] }
        set { self[NavigationLinkActionKey.self] = newValue }
    }

    /// Tells the views above that listen to preferences (`onPreferenceChange`) that a preference
    /// below changed, so they read the values again.
    var preferenceDidChange: (() -> Void)? {
        get { self[PreferenceDidChangeKey.self] }
        set { self[PreferenceDidChangeKey.self] = newValue }
    }

    /// Whether the view is a row of a `List` or a `Form`, where rows can be swiped.
    var isInList: Bool {
        get { self[IsInListKey.self] }
        set { self[IsInListKey.self] = newValue }
    }

    /// The selection of the `List` the view is a row of, if it binds one.
    var listSelection: ListSelection? {
        get { self[ListSelectionKey.self] }
        set { self[ListSelectionKey.self] = newValue }
    }

    /// Whether the view is inside a selectable row already tagged, so a `tag(_:)` in it only
    /// names the row's value.
    var listRowIsTagged: Bool {
        get { self[ListRowIsTaggedKey.self] }
        set { self[ListRowIsTaggedKey.self] = newValue }
    }

    /// What a split view does once the user selects a row of one of its columns: show the next.
    var listDidSelect: (() -> Void)? {
        get { self[ListDidSelectKey.self] }
        set { self[ListDidSelectKey.self] = newValue }
    }

    /// The object of a type put in the environment with `environment(_:)`, if any.
    func object<Object: AnyObject>(of type: Object.Type) -> Object? {
        objects[ObjectIdentifier(type)] as? Object
    }

    /// Puts an object in the environment, or takes it out with `nil`.
    mutating func setObject<Object: AnyObject>(_ object: Object?, of type: Object.Type) {
        objects[ObjectIdentifier(type)] = object
    }
}

/// The key of `dismiss`.
private struct DismissActionKey: EnvironmentKey {
    static var defaultValue: DismissAction {
        DismissAction {}
    }
}

/// The key of `navigationLinkAction`.
private struct NavigationLinkActionKey: EnvironmentKey {
    static var defaultValue: NavigationLinkAction? {
        nil
    }
}

/// The key of `preferenceDidChange`.
private struct PreferenceDidChangeKey: EnvironmentKey {
    static var defaultValue: (() -> Void)? {
        nil
    }
}

/// The key of `isInList`.
private struct IsInListKey: EnvironmentKey {
    static var defaultValue: Bool {
        false
    }
}

/// The key of `listSelection`.
private struct ListSelectionKey: EnvironmentKey {
    static var defaultValue: ListSelection? {
        nil
    }
}

/// The key of `listRowIsTagged`.
private struct ListRowIsTaggedKey: EnvironmentKey {
    static var defaultValue: Bool {
        false
    }
}

/// The key of `listDidSelect`.
private struct ListDidSelectKey: EnvironmentKey {
    static var defaultValue: (() -> Void)? {
        nil
    }
}
