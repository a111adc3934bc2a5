import Foundation
import Kata

/// The payment sheet: the amount due and a button per way to pay, reported through ``onPay``.
@MainActor
public final class PaymentViewController: UIViewController {
    /// What the user is asked to pay, in whole euros.
    public let amount: Int
    /// Runs when the user pays, with how they paid.
    public var onPay: ((PaymentMethod) -> Void)?

    /// Creates the sheet for an amount.
    public init(amount: Int) {
        self.amount = amount
        super.init(nibName: nil, bundle: nil)
    }

    /// Storyboards are not used.
    public required init?(coder: NSCoder) {
        nil
    }

    /// Shows the amount and the two ways to pay.
    override public func viewDidLoad() {
        super.viewDidLoad()
        title = "Payment"
        let due = UILabel()
        due.text = "Pay €\(amount)"
        view.addSubview(due)
        let card = UIButton(type: .system)
        card.setTitle("Pay with Card", for: .normal)
        card.addAction(UIAction { [weak self] _ in self?.onPay?(.card(lastDigits: "4242")) }, for: .touchUpInside)
        view.addSubview(card)
        let applePay = UIButton(type: .system)
        applePay.setTitle("Pay with Apple Pay", for: .normal)
        applePay.addAction(UIAction { [weak self] _ in self?.onPay?(.applePay) }, for: .touchUpInside)
        view.addSubview(applePay)
    }
}
