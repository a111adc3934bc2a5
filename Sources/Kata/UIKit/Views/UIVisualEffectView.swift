import Foundation

/// A view that shows a blur or vibrancy behind its content view; the model keeps the effect and
/// draws nothing, so the content view's subviews are what the user sees.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The effect shown.
    open var effect: UIVisualEffect?
    private let storedContentView = UIView()

    /// Creates an effect view.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        addSubview(storedContentView)
    }

    /// Creates a view from an archive; archives are not supported, so this returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The view your content goes in.
    open var contentView: UIView {
        storedContentView
    }
}
