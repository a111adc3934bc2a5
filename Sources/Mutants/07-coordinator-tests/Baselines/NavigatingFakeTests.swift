import Checkout
import Kata
import Testing

/// A correct suite of another shape: no spy, but a fake router that really navigates a
/// `UINavigationController` in a window, and tests that look at the stack and the sheet the way
/// the user would see them, playing Back by popping and the swipe by dismissing; it counts the
/// screens pushed while a sheet is up, which the user would not see come (the order of requests).
@MainActor
@Suite(.enabled(if: BrokenCoordinator.isRequested))
struct NavigatingFakeTests {
    /// The fake: the app's router in a few lines, with the gestures' callbacks kept to play them.
    @MainActor
    final class NavigatingRouter: CheckoutRouter {
        let navigationController = UINavigationController(rootViewController: UIViewController())
        let window = UIWindow()
        private(set) var dismissCount = 0
        private(set) var pushesUnderASheet = 0
        private var backs: [ObjectIdentifier: () -> Void] = [:]
        private var swipe: (() -> Void)?

        init() {
            window.rootViewController = navigationController
            window.makeKeyAndVisible()
        }

        func push(_ screen: UIViewController, animated: Bool, onBack: (() -> Void)?) {
            if navigationController.presentedViewController != nil {
                pushesUnderASheet += 1
            }
            navigationController.pushViewController(screen, animated: false)
            backs[ObjectIdentifier(screen)] = onBack
        }

        func present(_ screen: UIViewController, animated: Bool, onDismiss: (() -> Void)?) {
            navigationController.present(screen, animated: false)
            swipe = onDismiss
        }

        func dismiss(animated: Bool) {
            dismissCount += 1
            navigationController.dismiss(animated: false)
        }

        var top: UIViewController? { navigationController.topViewController }
        var sheet: UIViewController? { navigationController.presentedViewController }

        /// The user taps Back on the top screen.
        func tapBack() {
            guard let screen = navigationController.popViewController(animated: false) else { return }
            backs[ObjectIdentifier(screen)]?()
        }

        /// The user swipes the sheet down.
        func swipeSheetDown() {
            navigationController.dismiss(animated: false)
            swipe?()
        }
    }

    let router = NavigatingRouter()
    let coordinator: CheckoutCoordinator
    var results: [CheckoutResult] { box.results }
    private let box = ResultBox()
    let address = Address(name: "Katherine Johnson", street: "4 Langley Road", city: "Hampton")

    init() {
        coordinator = CheckoutCoordinator(router: router, cart: Cart(items: [CartItem(name: "Globe", price: 75)]))
        coordinator.onFinish = { [box] in box.results.append($0) }
        coordinator.start()
    }

    @MainActor
    final class ResultBox {
        var results: [CheckoutResult] = []
    }

    private func toSheet() throws {
        try #require(router.top as? CartViewController).onCheckout?()
        try #require(router.top as? AddressViewController).onSubmit?(address)
    }

    @Test func theCartThenTheAddressArePushed() throws {
        #expect(router.top is CartViewController)
        try #require(router.top as? CartViewController).onCheckout?()
        #expect(router.top is AddressViewController)
        #expect(router.sheet == nil)
    }

    @Test func paymentIsASheetOverTheAddress() throws {
        try toSheet()
        #expect(router.top is AddressViewController)
        #expect((router.sheet as? PaymentViewController)?.amount == 75)
    }

    @Test func payingClosesTheSheetAndShowsTheReceipt() throws {
        try toSheet()
        try #require(router.sheet as? PaymentViewController).onPay?(.card(lastDigits: "1111"))
        #expect(router.dismissCount == 1)
        #expect(router.sheet == nil)
        #expect(router.pushesUnderASheet == 0)
        let receipt = try #require(router.top as? ReceiptViewController).receipt
        #expect(receipt.address == address)
        #expect(receipt.method == .card(lastDigits: "1111"))
    }

    @Test func doneReportsOnceThoughThePopFollows() throws {
        try toSheet()
        try #require(router.sheet as? PaymentViewController).onPay?(.applePay)
        let receiptScreen = try #require(router.top as? ReceiptViewController)
        receiptScreen.onDone?()
        receiptScreen.onDone?()
        while router.navigationController.viewControllers.count > 1 {
            router.tapBack()
        }
        #expect(results == [.completed(receiptScreen.receipt)])
    }

    @Test func backFromTheCartIsACancel() {
        router.tapBack()
        #expect(results == [.cancelled])
    }

    @Test func swipingTheSheetAwayLetsThePaymentStepGo() throws {
        try toSheet()
        router.swipeSheetDown()
        #expect(coordinator.childCoordinators.isEmpty)
        try #require(router.top as? AddressViewController).onSubmit?(address)
        #expect(router.sheet is PaymentViewController)
    }
}
