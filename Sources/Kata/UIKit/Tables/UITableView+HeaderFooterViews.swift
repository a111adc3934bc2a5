import Foundation

extension UITableView {
    /// Registers the class of the header and footer views dequeued for an identifier; `nil`
    /// removes it.
    public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let aClass else {
            registeredHeaderFooterViews[identifier] = nil
            return
        }
        guard let viewType = aClass as? UITableViewHeaderFooterView.Type else {
            ModelReporting.report(ModelReport(kind: .misuse, message: "Tried to register \(aClass) for header and footer views identified \"\(identifier)\", but it is not a UITableViewHeaderFooterView subclass. UIKit raises an exception for this.", callSite: nil))
            return
        }
        registeredHeaderFooterViews[identifier] = viewType
    }

    /// A new header or footer view of the class registered for an identifier, or `nil` when none
    /// is registered.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        registeredHeaderFooterViews[identifier].map { $0.init(reuseIdentifier: identifier) }
    }
}
