import Foundation
import Kata
import Testing

/// A card presentation, as iOS code writes one: a dimming view in the container, a frame of its
/// own, and a log of what UIKit tells it.
private final class CardPresentationController: UIPresentationController {
    let log: EventLog
    let dimmingView = UIView()
    var removesPresenter = false

    init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?, log: EventLog) {
        self.log = log
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    }

    override var shouldRemovePresentersView: Bool {
        removesPresenter
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        return CGRect(x: 0, y: containerView.bounds.height / 2, width: containerView.bounds.width, height: containerView.bounds.height / 2)
    }

    override func presentationTransitionWillBegin() {
        containerView?.addSubview(dimmingView)
        log.append("card.presentationTransitionWillBegin(coordinator: \(presentedViewController.transitionCoordinator != nil))")
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        log.append("card.presentationTransitionDidEnd(\(completed))")
    }

    override func dismissalTransitionWillBegin() {
        log.append("card.dismissalTransitionWillBegin")
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            dimmingView.removeFromSuperview()
        }
        log.append("card.dismissalTransitionDidEnd(\(completed))")
    }

    override func containerViewWillLayoutSubviews() {
        presentedView?.frame = frameOfPresentedViewInContainerView
        log.append("card.containerViewWillLayoutSubviews")
    }
}

/// The coordinator that presents its card and is the card's transitioning delegate.
private final class CardCoordinator: NSObject, UIViewControllerTransitioningDelegate {
    let log: EventLog
    var removesPresenter = false
    private(set) var asked: [(presenting: UIViewController?, source: UIViewController)] = []
    private(set) weak var card: CardPresentationController?

    init(log: EventLog) {
        self.log = log
    }

    func present(_ screen: UIViewController, from presenter: UIViewController, style: UIModalPresentationStyle = .custom) {
        screen.modalPresentationStyle = style
        screen.transitioningDelegate = self
        presenter.present(screen, animated: true)
    }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
        asked.append((presenting, source))
        let card = CardPresentationController(presentedViewController: presented, presenting: presenting, log: log)
        card.removesPresenter = removesPresenter
        self.card = card
        return card
    }
}

@MainActor
@Suite("Custom presentations: the transitioning delegate's presentation controller takes part")
struct CustomPresentationTests {
    /// Apple, "UIModalPresentationStyle.custom" and "presentationController(forPresented:presenting:source:)":
    /// for a custom presentation UIKit asks the transitioning delegate for the presentation
    /// controller, passing the presenting controller and the one `present` was called on;
    /// "presentationTransitionWillBegin()", "presentationTransitionDidEnd(_:)",
    /// "containerView", "presentedView" (by default the presented controller's view) and
    /// "shouldRemovePresentersView" (false by default: the presenter stays on screen). Each
    /// presentation asks the delegate again, so a card presented twice gets a fresh controller.
    @Test("A custom presentation uses the delegate's controller, tells it the transition's stages, and leaves the presenter on screen")
    func customPresentation() throws {
        let log = EventLog()
        let home = Screen("Home", log: log)
        let navigationController = UINavigationController(rootViewController: home)
        let window = visibleWindow(root: navigationController)
        let coordinator = CardCoordinator(log: log)
        let card = Screen("Card", log: log)
        _ = log.take()
        coordinator.present(card, from: home)
        let presentation = try #require(coordinator.card)
        #expect(card.presentationController === presentation)
        #expect(coordinator.asked.count == 1)
        #expect(coordinator.asked.first?.presenting === navigationController, "the presenting controller is the context: the navigation controller")
        #expect(coordinator.asked.first?.source === home)
        #expect(presentation.dimmingView.superview === presentation.containerView)
        #expect(presentation.presentedView === card.view)
        #expect(card.view.frame.origin.y == window.bounds.height / 2)
        #expect(log.take() == [
            "Card.viewDidLoad",
            "card.presentationTransitionWillBegin(coordinator: true)",
            "card.containerViewWillLayoutSubviews",
        ])
        MainTurn.end()
        #expect(log.take() == ["Card.viewWillAppear", "Card.viewDidAppear", "card.presentationTransitionDidEnd(true)"])
        let user = User(window: window)
        #expect(user.visibleViewController === card)
        card.dismiss(animated: true)
        #expect(log.take() == ["card.dismissalTransitionWillBegin"])
        MainTurn.end()
        #expect(log.take() == ["Card.viewWillDisappear", "Card.viewDidDisappear", "card.dismissalTransitionDidEnd(true)"])
        #expect(presentation.containerView == nil)
        #expect(presentation.dimmingView.superview == nil)
        home.present(card, animated: false)
        MainTurn.end()
        #expect(coordinator.asked.count == 2, "each presentation asks for its presentation controller")
        #expect(card.presentationController !== presentation)
    }

    /// Apple, "shouldRemovePresentersView": a presentation whose controller returns true removes
    /// the presenter's view when the presentation is up, so the presenter disappears, as under a
    /// full-screen one; "UIModalPresentationStyle.custom": with no presentation controller from
    /// the delegate, UIKit uses a plain one, and a style other than custom never asks.
    @Test("A presentation controller that removes the presenter's view makes it disappear; other styles never ask the delegate")
    func removesPresenterAndOtherStyles() throws {
        let log = EventLog()
        let home = Screen("Home", log: log)
        let window = visibleWindow(root: home)
        let coordinator = CardCoordinator(log: log)
        coordinator.removesPresenter = true
        coordinator.present(Screen("Card", log: log), from: home)
        MainTurn.end()
        #expect(log.events.contains("Home.viewDidDisappear"))
        let user = User(window: window)
        #expect(user.visibleViewController?.title == "Card")
        home.dismiss(animated: false)
        MainTurn.end()
        _ = log.take()
        coordinator.present(Screen("Sheet", log: log), from: home, style: .pageSheet)
        MainTurn.end()
        #expect(coordinator.asked.count == 1, "a page sheet does not ask for a custom presentation controller")
        #expect(!(home.presentedViewController?.presentationController is CardPresentationController))
        #expect(!log.events.contains("Home.viewWillDisappear"))
    }

    /// Apple, "presentationController" (UIViewController): reading it before the presentation
    /// gives the controller the presentation will use, so a delegate can be set first; for a
    /// custom style that is the transitioning delegate's.
    @Test("A custom presentation controller read before present is the one used, and keeps its delegate")
    func readBeforePresent() throws {
        let log = EventLog()
        let home = Screen("Home", log: log)
        let window = visibleWindow(root: home)
        let coordinator = CardCoordinator(log: log)
        let card = Screen("Card", log: log)
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = coordinator
        let early = try #require(card.presentationController as? CardPresentationController)
        let delegate = SheetDelegate()
        early.delegate = delegate
        home.present(card, animated: true)
        MainTurn.end()
        #expect(card.presentationController === early)
        #expect(early.delegate === delegate)
        #expect(coordinator.asked.count == 1)
        #expect(coordinator.asked.first?.source === card, "no presenter is known yet, so the model names the presented controller")
        #expect(early.presentingViewController === home)
        #expect(window.rootViewController === home)
    }
}

/// A presentation controller delegate that does nothing, to see that it is kept.
private final class SheetDelegate: NSObject, UIAdaptivePresentationControllerDelegate {}
