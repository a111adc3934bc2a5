import Foundation
import Kata

/// Asks for the one-time code sent to a phone number, which it receives through its route.
final class OTPViewController: UIViewController {
    private let phone: String
    private weak var router: (any Router)?

    init(phone: String, router: any Router) {
        self.phone = phone
        self.router = router
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Enter Code"
        let prompt = UILabel()
        prompt.text = "Enter the code sent to \(phone)"
        view.addSubview(prompt)
        let codeField = UITextField()
        codeField.placeholder = "Code"
        view.addSubview(codeField)
        let verify = UIButton(type: .system)
        verify.setTitle("Verify", for: .normal)
        verify.addAction(UIAction { [weak self] _ in
            self?.router?.navigate(to: .home, animated: true)
        }, for: .touchUpInside)
        view.addSubview(verify)
        let changeNumber = UIButton(type: .system)
        changeNumber.setTitle("Change Number", for: .normal)
        changeNumber.addAction(UIAction { [weak self] _ in
            self?.router?.pop(animated: true)
        }, for: .touchUpInside)
        view.addSubview(changeNumber)
    }
}
