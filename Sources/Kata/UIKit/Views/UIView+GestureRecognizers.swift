extension UIView {
    /// The recognizers attached to the view, in the order they were added; `nil` when none is.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { attachedRecognizers.isEmpty ? nil : attachedRecognizers }
        set {
            for recognizer in attachedRecognizers {
                removeGestureRecognizer(recognizer)
            }
            for recognizer in newValue ?? [] {
                addGestureRecognizer(recognizer)
            }
        }
    }

    /// Attaches a recognizer to the view, taking it from the view it was on, as UIKit does.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        attachedRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches a recognizer from the view; one that is not attached changes nothing.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard attachedRecognizers.contains(where: { $0 === gestureRecognizer }) else { return }
        attachedRecognizers.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.view = nil
    }
}
