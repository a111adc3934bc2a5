/// The kind of change a navigation controller makes, which a custom animator is offered for.
extension UINavigationController {
    /// A push, a pop, or neither.
    public enum Operation: Int, Sendable {
        /// Neither.
        case none
        /// A push.
        case push
        /// A pop.
        case pop
    }
}
