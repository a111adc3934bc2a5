import Foundation
import Kata
import Testing

/// A flow that ends itself when the user swipes its sheet away, the way Apple's documentation of
/// `presentationControllerWillDismiss(_:)` suggests: by asking the transition coordinator, there,
/// whether the swipe went through.
@MainActor
private final class SwipeAwareFlow: NSObject, UIAdaptivePresentationControllerDelegate {
    private(set) var events: [String] = []

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        guard let coordinator = presentationController.presentedViewController.transitionCoordinator else {
            events.append("no coordinator")
            return
        }
        events.append("will dismiss, interactive: \(coordinator.isInteractive)")
        coordinator.notifyWhenInteractionChanges { [weak self] context in
            self?.events.append("finger lifted, cancelled: \(context.isCancelled)")
        }
        coordinator.animate(alongsideTransition: nil) { [weak self] context in
            self?.events.append(context.isCancelled ? "sheet stayed" : "flow ended")
        }
    }
}

@MainActor
@Suite("A sheet's swipe has a transition coordinator from presentationControllerWillDismiss on")
struct SheetSwipeCoordinatorTests {
    let log = EventLog()

    /// Apple, "presentationControllerWillDismiss(_:)": "You can use this method to set up
    /// animations or interaction notifications with the presentationController's
    /// transitionCoordinator"; "UIViewControllerTransitionCoordinator.notifyWhenInteractionChanges(_:)":
    /// the handler runs when the interactive part of the transition ends, and the context's
    /// `isCancelled` says whether it was cancelled; the completion of
    /// `animate(alongsideTransition:completion:)` runs when the transition ends.
    @Test("Swiped away or let go halfway, the coordinator tells the delegate which", arguments: [true, false])
    func coordinatorInWillDismiss(completing: Bool) throws {
        let root = Screen("Root", log: log)
        let window = visibleWindow(root: root)
        let sheet = UINavigationController(rootViewController: Screen("Sheet", log: log))
        let flow = SwipeAwareFlow()
        sheet.presentationController?.delegate = flow
        root.present(sheet, animated: true)
        let user = User(window: window)
        #expect(user.swipeDown(completing: completing))
        MainTurn.end()
        #expect(flow.events == [
            "will dismiss, interactive: true",
            "finger lifted, cancelled: \(!completing)",
            completing ? "flow ended" : "sheet stayed",
        ])
        #expect(root.presentedViewController == (completing ? nil : sheet))
        #expect(sheet.transitionCoordinator == nil, "the coordinator lasts for the transition only")
    }

    /// Apple, "UIPresentationController.presentedViewController" and "presentingViewController":
    /// both are `UIViewController`, not optional, so iOS code uses them without unwrapping.
    @Test("A presentation controller's presented and presenting controllers are not optional, as in UIKit")
    func nonOptionalControllers() throws {
        let root = Screen("Root", log: log)
        let window = visibleWindow(root: root)
        let sheet = Screen("Sheet", log: log)
        root.present(sheet, animated: false)
        let presentation = try #require(sheet.presentationController)
        let presented: UIViewController = presentation.presentedViewController
        let presenting: UIViewController = presentation.presentingViewController
        #expect(presented === sheet)
        #expect(presenting === root)
        _ = window
    }
}
