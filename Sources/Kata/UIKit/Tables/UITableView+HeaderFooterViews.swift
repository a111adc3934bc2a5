import Foundation

extension UITableView {
    /// Registers the class of the header and footer views dequeued for an identifier; `nil`
    /// removes it.
    public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        ReuseRegistration.register(aClass, as: UITableViewHeaderFooterView.self, for: "header and footer views identified \"\(identifier)\"", under: identifier, in: &registeredHeaderFooterViews)
    }

    /// A new header or footer view of the class registered for an identifier, or `nil` when none
    /// is registered.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        registeredHeaderFooterViews[identifier].map { $0.init(reuseIdentifier: identifier) }
    }
}
