import Foundation
import Kata

/// A tab bar delegate that logs what it is asked and told, and can refuse a tab.
@MainActor
final class TabBarSpy: NSObject, UITabBarControllerDelegate {
    let log: EventLog
    var refusedTitle: String?

    init(log: EventLog) {
        self.log = log
    }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        log.append("shouldSelect \(viewController.tabBarItem.title ?? "?")")
        return viewController.tabBarItem.title != refusedTitle
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        log.append("didSelect \(viewController.tabBarItem.title ?? "?")")
    }
}
