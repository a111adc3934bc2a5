/// What tables and collection views share when code registers the class of the views they
/// dequeue: cells, header and footer views, supplementary views.
enum ReuseRegistration {
    /// Keeps `viewClass` in `registry` under `key` as a `View` subclass, or removes the entry for
    /// `nil`; a class of another kind, which UIKit raises an exception for, is reported as misuse
    /// and changes nothing. `what` names the views in the report: `cells identified "Row"`.
    @MainActor
    static func register<View>(_ viewClass: AnyClass?, as _: View.Type, for what: String, under key: String, in registry: inout [String: View.Type]) {
        guard let viewClass else {
            registry[key] = nil
            return
        }
        guard let viewType = viewClass as? View.Type else {
            ModelReporting.report(ModelReport(
                kind: .misuse,
                message: "Tried to register \(viewClass) for \(what), but it is not a \(View.self) subclass. UIKit raises an exception for this.",
                callSite: nil
            ))
            return
        }
        registry[key] = viewType
    }
}
