import Foundation
import Kata

/// Asks for a phone number; Send Code leads to the code screen, Terms shows the terms.
final class LoginViewController: UIViewController {
    private weak var router: (any Router)?
    private let phoneField = UITextField()

    init(router: any Router) {
        self.router = router
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sign In"
        phoneField.placeholder = "Phone"
        view.addSubview(phoneField)
        let sendCode = UIButton(type: .system)
        sendCode.setTitle("Send Code", for: .normal)
        sendCode.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            router?.navigate(to: .otp(phone: phoneField.text ?? ""), animated: true)
        }, for: .touchUpInside)
        view.addSubview(sendCode)
        let terms = UIButton(type: .system)
        terms.setTitle("Terms", for: .normal)
        terms.addAction(UIAction { [weak self] _ in
            self?.router?.present(.terms, animated: true)
        }, for: .touchUpInside)
        view.addSubview(terms)
    }
}
