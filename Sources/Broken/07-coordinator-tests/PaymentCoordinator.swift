import Kata

/// The payment step, a child flow: it presents the payment sheet and reports how it ended,
/// with the way the user paid, or `nil` when the user swiped the sheet away.
@MainActor
public final class PaymentCoordinator: Coordinator {
    /// Runs once when the step ends: the way the user paid, or `nil` when they swiped the sheet away.
    public var onFinish: ((PaymentMethod?) -> Void)?
    private let router: any CheckoutRouter
    private let amount: Int

    /// Creates the step for an amount, shown through `router`.
    public init(router: any CheckoutRouter, amount: Int) {
        self.router = router
        self.amount = amount
    }

    /// Presents the payment sheet.
    public func start() {
        let sheet = PaymentViewController(amount: amount)
        sheet.onPay = { [weak self] method in self?.paid(with: method) }
        if BrokenCoordinator.active == .pushesPayment { return router.push(sheet, animated: true, onBack: { [weak self] in self?.onFinish?(nil) }) } // broken
        if BrokenCoordinator.active == .animatesNothing { return router.present(sheet, animated: false, onDismiss: { [weak self] in self?.onFinish?(nil) }) } // broken
        router.present(sheet, animated: true, onDismiss: { [weak self] in self?.onFinish?(nil) })
    }

    private func paid(with method: PaymentMethod) {
        if BrokenCoordinator.active == .leavesSheetUp { return onFinish?(method) ?? () } // broken
        if BrokenCoordinator.active == .dismissesAfterPushing { onFinish?(method); router.dismiss(animated: true); return } // broken
        if BrokenCoordinator.active == .animatesNothing { router.dismiss(animated: false) } // broken
        if BrokenCoordinator.active != .animatesNothing { // broken
        router.dismiss(animated: true)
        } // broken
        onFinish?(method)
    }
}
