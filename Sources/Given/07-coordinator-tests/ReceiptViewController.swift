import Foundation
import Kata

/// The receipt: what was bought, where it goes and how it was paid; Done is reported through ``onDone``.
@MainActor
public final class ReceiptViewController: UIViewController {
    /// The receipt on screen.
    public let receipt: Receipt
    /// Runs when the user taps Done.
    public var onDone: (() -> Void)?

    /// Creates the screen for a receipt.
    public init(receipt: Receipt) {
        self.receipt = receipt
        super.init(nibName: nil, bundle: nil)
    }

    /// Storyboards are not used.
    public required init?(coder: NSCoder) {
        nil
    }

    /// Shows the receipt and Done.
    override public func viewDidLoad() {
        super.viewDidLoad()
        title = "Thank You"
        let paid = UILabel()
        paid.text = "Paid €\(receipt.total)"
        view.addSubview(paid)
        let destination = UILabel()
        destination.text = "Ships to \(receipt.address.name), \(receipt.address.street), \(receipt.address.city)"
        view.addSubview(destination)
        let done = UIButton(type: .system)
        done.setTitle("Done", for: .normal)
        done.addAction(UIAction { [weak self] _ in self?.onDone?() }, for: .touchUpInside)
        view.addSubview(done)
    }
}
