/// An object a view needs from its environment (`@Environment(Type.self)`, `@EnvironmentObject`),
/// and how to tell the learner that no ancestor provides it.
struct EnvironmentRequirement {
    /// The property wrapper as written, such as `@Environment(AuthCoordinator.self)`.
    let wrapper: String
    /// The object's type name.
    let typeName: String
    /// The modifier that provides it, such as `environment(_:)`.
    let modifier: String
    /// What SwiftUI says when it stops the app.
    let swiftUIMessage: String
    /// Whether an environment provides the object.
    let isProvided: (EnvironmentValues) -> Bool
    /// The line that declares the property.
    let site: CallSite?

    /// The requirement of a value every environment has, such as `dismiss`.
    static func alwaysProvided(_ wrapper: String) -> EnvironmentRequirement {
        EnvironmentRequirement(wrapper: wrapper, typeName: "", modifier: "", swiftUIMessage: "", isProvided: { _ in true }, site: nil)
    }

    /// Why the view on `node` cannot be shown, or `nil` when its environment provides the object.
    @MainActor
    func problem(in node: ViewNode) -> ModelReport? {
        guard !isProvided(node.environment) else { return nil }
        return ModelReport(
            kind: .misuse,
            message: "\(node.typeName) reads \(wrapper), but no view above it provides a \(typeName). SwiftUI stops the app here (\"\(swiftUIMessage)\"); the model shows nothing for \(node.typeName) instead. Add .\(modifier.replacingOccurrences(of: "(_:)", with: "(…)")) with the \(typeName) to a view above it, such as the root of the flow.",
            callSite: site
        )
    }

    /// Reading the object outside a body, where no view was ever linked to an environment that
    /// provides it: SwiftUI stops the app, and so must the model, having no object to return.
    /// A body never gets here: a view whose object is missing is not evaluated.
    func stop() -> Never {
        preconditionFailure("\(swiftUIMessage). \(wrapper) was read outside a view's body, before the view was shown; read it in the body or in an action.")
    }
}
