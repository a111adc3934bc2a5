import Foundation
import Kata

/// Asks for the one-time code sent to a phone number, which it receives through its route.
final class OTPViewController: UIViewController {
    private let phone: String

    init(phone: String, router: any Router) {
        self.phone = phone
        // Keep the router here too, as on Login.
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
        verify.addAction(UIAction { _ in
            // Task 7: ask the router for the home screen.
        }, for: .touchUpInside)
        view.addSubview(verify)
        let changeNumber = UIButton(type: .system)
        changeNumber.setTitle("Change Number", for: .normal)
        changeNumber.addAction(UIAction { _ in
            // Task 5: ask the router to go back to Login.
        }, for: .touchUpInside)
        view.addSubview(changeNumber)
    }
}
