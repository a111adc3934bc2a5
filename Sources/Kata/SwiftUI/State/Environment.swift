import Observation

/// A value a view reads from its environment: a value of `EnvironmentValues` such as
/// `dismiss`, or an `@Observable` object an ancestor put there with `environment(_:)`.
///
/// Where SwiftUI stops the app for an object no ancestor provides, the model reports it at the
/// property's line and shows nothing for the view, so the other checks still run.
///
/// ```swift
/// @Environment(\.dismiss) private var dismiss
/// @Environment(AppCoordinator.self) private var coordinator
/// ```
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let read: (EnvironmentValues) -> Value?
    private let requirement: EnvironmentRequirement
    private let box = EnvironmentBox()

    /// Reads a value of `EnvironmentValues`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
        requirement = .alwaysProvided("@Environment(\\.\(keyPath))")
    }

    /// Reads an observable object an ancestor put in the environment with `environment(_:)`.
    public init(
        _ objectType: Value.Type,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) where Value: AnyObject, Value: Observable {
        read = { $0.object(of: objectType) }
        requirement = EnvironmentRequirement(
            wrapper: "@Environment(\(objectType).self)",
            typeName: "\(objectType)",
            modifier: "environment(_:)",
            swiftUIMessage: "No Observable object of type \(objectType) found",
            isProvided: { $0.object(of: objectType) != nil },
            site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Reads an observable object an ancestor may have put in the environment, or `nil`.
    public init<Object>(_ objectType: Object.Type) where Value == Object?, Object: AnyObject, Object: Observable {
        read = { .some($0.object(of: objectType)) }
        requirement = .alwaysProvided("@Environment(\(objectType).self)")
    }

    /// The value, as the view's place in the tree provides it.
    public var wrappedValue: Value {
        guard let value = read(box.values) else {
            requirement.stop()
        }
        return value
    }
}

extension Environment: NodeLinkedProperty {
    func link(to node: ViewNode, name: String) -> ModelReport? {
        box.values = node.environment
        return requirement.problem(in: node)
    }
}

/// The environment of the view that holds an `@Environment` or `@EnvironmentObject`.
final class EnvironmentBox {
    var values = EnvironmentValues()
}
