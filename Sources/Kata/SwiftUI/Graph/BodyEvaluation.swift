/// Which view's body is being evaluated, so that state changed during it is reported as SwiftUI
/// reports it: "Modifying state during view update, this will cause undefined behavior."
@MainActor
enum BodyEvaluation {
    /// The views whose bodies are being evaluated, outermost first, and whether a change made
    /// during each was reported already.
    private static var evaluating: [(typeName: String, reported: Bool)] = []

    /// Evaluates a body, noting whose it is.
    static func run<Body>(for typeName: String, _ body: () -> Body) -> Body {
        evaluating.append((typeName, false))
        defer { evaluating.removeLast() }
        return body()
    }

    /// Reports a change of state made while a body is being evaluated, once per evaluation.
    ///
    /// Changes made through `@State` and bindings are always seen; a property of an `@Observable`
    /// object changed in a body is seen only when the previous evaluation read it.
    /// - Returns: Whether a body is being evaluated.
    @discardableResult
    static func reportChangeIfEvaluating() -> Bool {
        guard let (typeName, reported) = evaluating.last else { return false }
        guard !reported else { return true }
        evaluating[evaluating.count - 1].reported = true
        ModelReporting.report(ModelReport(
            kind: .misuse,
            message: "Modifying state during view update, this will cause undefined behavior: state changed while the body of \(typeName) was being evaluated (SwiftUI prints this warning). Change state in actions (a button's, onAppear, onChange, a coordinator's method they call), never in a body.",
            callSite: nil
        ))
        return true
    }
}
