import Kata

/// The Login screen's fields and buttons, for the mutants' own Login screens.
@MainActor
enum LoginForm {
    /// Adds the Phone field and the Send Code and Terms buttons to a view.
    static func build(in view: UIView, onSendCode: @escaping @MainActor (String) -> Void, onTerms: @escaping @MainActor () -> Void) {
        let phoneField = UITextField()
        phoneField.placeholder = "Phone"
        view.addSubview(phoneField)
        let sendCode = UIButton(type: .system)
        sendCode.setTitle("Send Code", for: .normal)
        sendCode.addAction(UIAction { [weak phoneField] _ in onSendCode(phoneField?.text ?? "") }, for: .touchUpInside)
        view.addSubview(sendCode)
        let terms = UIButton(type: .system)
        terms.setTitle("Terms", for: .normal)
        terms.addAction(UIAction { _ in onTerms() }, for: .touchUpInside)
        view.addSubview(terms)
    }
}
