/// An `ObservableObject` an ancestor put in the environment with `environmentObject(_:)`, followed
/// for changes.
///
/// Where SwiftUI stops the app for an object no ancestor provides, the model reports it at the
/// property's line and shows nothing for the view, so the other checks still run.
///
/// ```swift
/// @EnvironmentObject var session: Session
/// ```
@propertyWrapper
@preconcurrency @MainActor
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    private let box = EnvironmentBox()
    private let requirement: EnvironmentRequirement

    /// Reads the object from the environment.
    public init(fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) {
        requirement = EnvironmentRequirement(
            wrapper: "@EnvironmentObject",
            typeName: "\(ObjectType.self)",
            modifier: "environmentObject(_:)",
            swiftUIMessage: "No ObservableObject of type \(ObjectType.self) found",
            isProvided: { $0.object(of: ObjectType.self) != nil },
            site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// The object.
    public var wrappedValue: ObjectType {
        guard let object = box.values.object(of: ObjectType.self) else {
            requirement.stop()
        }
        return object
    }

    /// Makes bindings to the object's properties, with `$object.property`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
    }
}

extension EnvironmentObject: NodeLinkedProperty {
    func link(to node: ViewNode, name: String) -> ModelReport? {
        box.values = node.environment
        guard let object = node.environment.object(of: ObjectType.self) else {
            return requirement.problem(in: node)
        }
        node.follow(object.objectWillChange, as: name)
        return nil
    }
}

extension View {
    /// Puts an observable object in the environment of this view and everything inside, for
    /// `@EnvironmentObject` to read.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(EnvironmentModifier { $0.setObject(object, of: T.self) })
    }
}
