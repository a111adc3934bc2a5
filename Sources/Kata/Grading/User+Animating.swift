/// Gestures made while an animation the user started is still playing.
extension User {
    /// Makes `gestures` one after the other before the transitions they start have ended, as a
    /// user does who taps Pay and, while the sheet still slides away, taps a link in another
    /// app: the sheet is still presented and being dismissed (`isBeingDismissed`, with a
    /// `transitionCoordinator`) when the link arrives. The app's queued work runs and SwiftUI
    /// views update between the gestures; every transition ends, in order, once `gestures`
    /// returns.
    ///
    /// ```swift
    /// user.beforeTransitionsEnd {
    ///     user.tap("Pay")
    ///     user.open(URL(string: "shop://checkout/2")!)
    /// }
    /// #expect(user.visibleViewController is CheckoutViewController)
    /// ```
    public func beforeTransitionsEnd(_ gestures: () -> Void) {
        MainTurn.holdingTransitions(gestures)
    }
}
