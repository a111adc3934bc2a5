import Foundation

/// The object told about a text field's editing; every method is optional, as in UIKit.
///
/// The model's user types by replacing a field's whole text: it asks
/// `textField(_:shouldChangeCharactersIn:replacementString:)` first (a refusal leaves the text),
/// then tells `textFieldDidChangeSelection(_:)`. The keyboard and its return key do not exist here.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: NSObjectProtocol {
    /// Whether editing may begin.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Editing began.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether editing may end.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Editing ended.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Whether the text may change.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// The selection changed.
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Whether the return key may act.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
    /// Whether the clear button may clear.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    /// Returns `true`.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// Returns `true`.
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// Returns `true`.
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    /// Does nothing.
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    /// Returns `true`.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    /// Returns `true`.
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
}
