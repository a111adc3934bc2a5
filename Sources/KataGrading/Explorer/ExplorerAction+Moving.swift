import Foundation
import Kata

/// The steps that open a link while the screens still move: UIKit refuses to present while a
/// dismissal runs, and a stack changed during a push is changed under an animation, so an app
/// that answers links must wait for the transition or work through it.
extension ExplorerAction {
    /// The user taps `label`, then opens `link` before the screens the tap moves have stopped
    /// (`moving` says what moves, as a story tells it: "checkout slides away"); offered while
    /// `label` can be tapped.
    ///
    /// ```swift
    /// .opening("shop://product/1", afterTapping: "Pay", while: "checkout slides away")
    /// ```
    public static func opening(_ link: String, afterTapping label: String, while moving: String) -> ExplorerAction {
        ExplorerAction("tapping \(label), then opening \(link) while \(moving)", isOffered: { $0.user.tappableLabels.contains(label) }) { app in
            guard let url = URL(string: link) else { return false }
            var opened = false
            app.user.beforeTransitionsEnd {
                opened = app.user.tap(label) && app.user.open(url)
            }
            return opened
        }
    }
}
