import Foundation
import Kata

/// Asks for a phone number; Send Code leads to the code screen, Terms shows the terms.
final class LoginViewController: UIViewController {
    private let phoneField = UITextField()

    init(router: any Router) {
        // Task 3: keep the router, as the Router protocol and without keeping it alive
        // (Task 6). TermsViewController shows one way.
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
        sendCode.addAction(UIAction { _ in
            // Task 2: ask the router for the code screen, with the phone number in the route.
        }, for: .touchUpInside)
        view.addSubview(sendCode)
        let terms = UIButton(type: .system)
        terms.setTitle("Terms", for: .normal)
        terms.addAction(UIAction { _ in
            // Task 4: ask the router to present the terms.
        }, for: .touchUpInside)
        view.addSubview(terms)
    }
}
