import Foundation

/// An on/off switch; the model keeps whether it is on and its colours. `User` does not flip
/// switches: a check drives one by setting `isOn` and sending `.valueChanged`, as a tap does.
///
/// ```swift
/// let toggle = UISwitch()
/// toggle.addAction(UIAction { _ in print(toggle.isOn) }, for: .valueChanged)
/// ```
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// Whether the switch is on.
    open var isOn = false
    /// The colour of the track when the switch is on.
    open var onTintColor: UIColor?
    /// The colour of the thumb.
    open var thumbTintColor: UIColor?

    /// Creates a switch, off.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a view from an archive; archives are not supported, so this returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Turns the switch on or off without sending an action, as UIKit does when code sets it.
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }
}
