import Foundation
import Kata

/// A navigation controller delegate that logs what it is told and what the transition coordinator says.
@MainActor
final class NavigationSpy: NSObject, UINavigationControllerDelegate {
    let log: EventLog
    /// Run at each willShow, to look at the stack as the delegate sees it then.
    var onWillShow: () -> Void = {}

    init(log: EventLog) {
        self.log = log
    }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        log.append("willShow \(viewController.title ?? "?")")
        onWillShow()
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        let from = navigationController.transitionCoordinator?.viewController(forKey: .from)?.title
        log.append("didShow \(viewController.title ?? "?") from \(from ?? "none")")
    }
}
