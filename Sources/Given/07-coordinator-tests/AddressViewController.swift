import Foundation
import Kata

/// Asks where the order goes; Continue reports the address typed through ``onSubmit``.
@MainActor
public final class AddressViewController: UIViewController {
    /// Runs when the user taps Continue, with the address typed.
    public var onSubmit: ((Address) -> Void)?
    private let nameField = UITextField()
    private let streetField = UITextField()
    private let cityField = UITextField()

    /// Creates the screen.
    public init() {
        super.init(nibName: nil, bundle: nil)
    }

    /// Storyboards are not used.
    public required init?(coder: NSCoder) {
        nil
    }

    /// Adds the three fields and Continue.
    override public func viewDidLoad() {
        super.viewDidLoad()
        title = "Address"
        nameField.placeholder = "Name"
        streetField.placeholder = "Street"
        cityField.placeholder = "City"
        for field in [nameField, streetField, cityField] {
            view.addSubview(field)
        }
        let next = UIButton(type: .system)
        next.setTitle("Continue", for: .normal)
        next.addAction(UIAction { [weak self] _ in self?.submit() }, for: .touchUpInside)
        view.addSubview(next)
    }

    private func submit() {
        onSubmit?(Address(name: nameField.text ?? "", street: streetField.text ?? "", city: cityField.text ?? ""))
    }
}
