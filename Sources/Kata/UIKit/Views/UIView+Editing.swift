extension UIView {
    /// Ends editing in the view's tree: the view or subview that has the keyboard's focus gives it
    /// up; returns whether one did, or whether none had it.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let focused = viewTree.first(where: \.isFirstResponder) else { return true }
        return focused.resignFirstResponder()
    }
}
