import Checkout
import Kata
import Testing

/// The checkout coordinator, tested through a spy router: what it asks for, in which order,
/// with which data, and what it reports to its parent. The user's taps are the screens'
/// callbacks; Back and the sheet's swipe are what the router reports.
///
/// Each test says which of the grader's broken coordinators it catches, by the lesson's task
/// numbers (a test kept true by the grader's own tests): many catch the early mistakes (2 to
/// 4), since a flow that goes wrong early never reaches what they look at; the later mistakes
/// are each caught by one test written for them.
@MainActor
struct CheckoutCoordinatorTests {
    let router = RouterSpy()
    let cart = Cart(items: [CartItem(name: "Lamp", price: 40), CartItem(name: "Rug", price: 120)])
    let address = Address(name: "Ada Lovelace", street: "12 St James's Square", city: "London")
    let coordinator: CheckoutCoordinator
    /// What the coordinator reported to its parent, in order.
    let reports = Reports()

    init() {
        coordinator = CheckoutCoordinator(router: router, cart: cart)
        coordinator.onFinish = { [reports] in reports.results.append($0) }
        coordinator.start()
    }

    /// Taps Checkout, then Continue with the address.
    func enterAddress() throws {
        let cartScreen = try #require(router.lastPushed(CartViewController.self))
        cartScreen.onCheckout?()
        let addressScreen = try #require(router.lastPushed(AddressViewController.self), "Checkout pushes the address screen")
        addressScreen.onSubmit?(address)
    }

    /// Enters the address and pays by card.
    func pay() throws {
        try enterAddress()
        let sheet = try #require(router.lastPresented(PaymentViewController.self), "Continue presents the payment sheet")
        sheet.onPay?(.card(lastDigits: "4242"))
    }

    /// Catches none of the broken coordinators: none breaks the first step. It pins the flow's start, which every other test builds on.
    @Test func startPushesTheCart() throws {
        #expect(router.calls.count == 1)
        let screen = try #require(router.lastPushed(CartViewController.self))
        #expect(screen.cart == cart)
    }

    /// Catches tasks 2 and 3.
    @Test func checkoutPushesTheAddressScreen() throws {
        try #require(router.lastPushed(CartViewController.self)).onCheckout?()
        #expect(router.calls.count == 2)
        #expect(router.lastPushed(AddressViewController.self) != nil)
    }

    /// Catches tasks 2, 3 and 4.
    @Test func continuePresentsThePaymentSheetForTheTotal() throws {
        try enterAddress()
        #expect(router.calls.count == 3)
        guard case let .present(screen) = router.calls.last else {
            Issue.record("Continue should present the payment sheet, not \(String(describing: router.calls.last))")
            return
        }
        #expect((screen as? PaymentViewController)?.amount == 160)
        #expect(coordinator.childCoordinators.count == 1)
    }

    /// Catches tasks 2, 3, 4 and 5; the only test that catches 5.
    @Test func payingDismissesTheSheetBeforePushingTheReceipt() throws {
        try pay()
        let lastTwo = router.calls.suffix(2)
        guard case .dismiss = lastTwo.first, case let .push(screen) = lastTwo.last else {
            Issue.record("Paying should dismiss the sheet, then push the receipt; the last calls were \(lastTwo)")
            return
        }
        #expect(screen is ReceiptViewController)
        #expect(coordinator.childCoordinators.isEmpty)
    }

    /// Catches tasks 2, 3, 4 and 6; the only test that catches 6.
    @Test func theReceiptHasWhatWasBoughtWhereItGoesAndHowItWasPaid() throws {
        try pay()
        let receipt = try #require(router.lastPushed(ReceiptViewController.self)).receipt
        #expect(receipt == Receipt(items: cart.items, total: 160, address: address, method: .card(lastDigits: "4242")))
    }

    /// Catches tasks 2, 3, 4 and 7.
    @Test func doneReportsTheReceipt() throws {
        try pay()
        let receiptScreen = try #require(router.lastPushed(ReceiptViewController.self))
        receiptScreen.onDone?()
        #expect(reports.results == [.completed(receiptScreen.receipt)])
    }

    /// Catches tasks 2, 3, 4, 7 and 8; the only test that catches 8.
    @Test func checkoutEndsOnceWhateverFollowsDone() throws {
        try pay()
        let receiptScreen = try #require(router.lastPushed(ReceiptViewController.self))
        receiptScreen.onDone?()
        receiptScreen.onDone?()
        let cartScreen = try #require(router.calls.first.flatMap { call -> UIViewController? in
            if case let .push(screen) = call { return screen }
            return nil
        })
        router.popByUser(cartScreen)
        #expect(reports.results.count == 1)
    }

    /// Catches task 9, and no other test does.
    @Test func backFromTheCartCancelsCheckout() throws {
        let cartScreen = try #require(router.lastPushed(CartViewController.self))
        router.popByUser(cartScreen)
        #expect(reports.results == [.cancelled])
    }

    /// Catches tasks 2, 3, 4 and 10; the only test that catches 10.
    @Test func swipingTheSheetAwayEndsThePaymentStepAndContinueAsksAgain() throws {
        try enterAddress()
        let sheet = try #require(router.lastPresented(PaymentViewController.self))
        router.swipeDown(sheet)
        #expect(coordinator.childCoordinators.isEmpty)
        #expect(reports.results.isEmpty)
        try #require(router.lastPushed(AddressViewController.self)).onSubmit?(address)
        #expect(router.lastPresented(PaymentViewController.self) !== sheet)
        #expect(coordinator.childCoordinators.count == 1)
    }
}

/// What the coordinator reported, kept outside the test so its callback can append to it.
@MainActor
final class Reports {
    var results: [CheckoutResult] = []
}
