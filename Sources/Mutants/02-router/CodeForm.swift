import Kata

/// The code screen's text, field and buttons, for the mutants' own code screens.
@MainActor
enum CodeForm {
    /// Adds the prompt for `phone`, the Code field, and the Verify and Change Number buttons to a view.
    static func build(in view: UIView, phone: String, onVerify: @escaping @MainActor () -> Void, onChangeNumber: @escaping @MainActor () -> Void) {
        let prompt = UILabel()
        prompt.text = "Enter the code sent to \(phone)"
        view.addSubview(prompt)
        let codeField = UITextField()
        codeField.placeholder = "Code"
        view.addSubview(codeField)
        let verify = UIButton(type: .system)
        verify.setTitle("Verify", for: .normal)
        verify.addAction(UIAction { _ in onVerify() }, for: .touchUpInside)
        view.addSubview(verify)
        let changeNumber = UIButton(type: .system)
        changeNumber.setTitle("Change Number", for: .normal)
        changeNumber.addAction(UIAction { _ in onChangeNumber() }, for: .touchUpInside)
        view.addSubview(changeNumber)
    }
}
