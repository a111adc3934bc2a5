import Kata
import Testing

// This file imports only Kata, as an iOS file imports only UIKit: everything it uses must come
// from that one import.

/// A navigation delegate written as on iOS: an NSObject subclass, with nothing but `import Kata`.
@MainActor
private final class PopObserver: NSObject, UINavigationControllerDelegate {
    var shown: [String] = []

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        shown.append(viewController.title ?? "?")
    }
}

@MainActor
@Suite("Code written for iOS compiles and runs with import Kata in place of import UIKit")
struct WrittenAsOnIOSTests {
    @Test("Foundation comes with the import: NSObject, URL, Date")
    func foundationIsReExported() {
        let observer = PopObserver()
        let first = UIViewController()
        first.title = "First"
        let navigationController = UINavigationController(rootViewController: first)
        navigationController.delegate = observer
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
        let second = UIViewController()
        second.title = "Second"
        navigationController.pushViewController(second, animated: true)
        #expect(observer.shown == ["Second"])
        #expect(URL(string: "katashop://orders/7")?.host == "orders")
        #expect(Date(timeIntervalSince1970: 0) < Date())
    }
}
