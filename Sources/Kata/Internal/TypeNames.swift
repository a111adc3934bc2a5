import Synchronization

/// Type names as `String(describing:)` writes them, worked out once per type: the model names a
/// view's type each time it evaluates one, and working a name out costs more than the evaluation.
enum TypeNames {
    private static let names = Mutex<[ObjectIdentifier: String]>([:])

    /// The name of `type`, without its module: `PhoneView`, `NavigationStack<…>`.
    static func name(of type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        if let known = names.withLock({ $0[key] }) {
            return known
        }
        let name = String(describing: type)
        names.withLock { $0[key] = name }
        return name
    }
}
