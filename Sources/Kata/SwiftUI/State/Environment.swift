import Observation

/// A value a view reads from its environment: a value of `EnvironmentValues` such as
/// `dismiss`, or an `@Observable` object an ancestor put there with `environment(_:)`.
///
/// ```swift
/// @Environment(\.dismiss) private var dismiss
/// @Environment(AppCoordinator.self) private var coordinator
/// ```
@propertyWrapper
@MainActor
public struct Environment<Value>: DynamicProperty {
    private let read: (EnvironmentValues) -> Value
    private let box = EnvironmentBox()

    /// Reads a value of `EnvironmentValues`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
    }

    /// Reads an observable object an ancestor put in the environment; as in SwiftUI, a view
    /// whose ancestors put none there stops the app.
    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {
        read = { values in
            guard let object = values.object(of: objectType) else {
                fatalError("No Observable object of type \(objectType) found. A View.environment(_:) for \(objectType) may be missing as an ancestor of this view.")
            }
            return object
        }
    }

    /// Reads an observable object an ancestor may have put in the environment, or `nil`.
    public init<Object>(_ objectType: Object.Type) where Value == Object?, Object: AnyObject, Object: Observable {
        read = { $0.object(of: objectType) }
    }

    /// The value, as the view's place in the tree provides it.
    public var wrappedValue: Value {
        read(box.values)
    }
}

extension Environment: NodeLinkedProperty {
    func link(to node: ViewNode, name: String) {
        box.values = node.environment
    }
}

/// The environment of the view that holds an `@Environment`.
@MainActor
final class EnvironmentBox {
    var values = EnvironmentValues()
}
