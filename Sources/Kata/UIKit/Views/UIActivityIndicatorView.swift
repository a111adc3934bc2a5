/// A spinner that shows work under way; the model keeps whether it spins.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// The spinner's size.
    public enum Style: Int, Sendable {
        /// The medium spinner.
        case medium = 100
        /// The large spinner.
        case large = 101
    }

    /// The spinner's size.
    open var style: Style
    /// Whether it spins.
    public private(set) var isAnimating = false
    /// Whether it hides when it stops, as by default.
    open var hidesWhenStopped = true
    /// The spinner's colour.
    open var color: UIColor?

    /// Creates a spinner of a size, hidden until it starts.
    public init(style: Style = .medium) {
        self.style = style
        super.init(frame: .zero)
        isHidden = true
    }

    /// Creates a view from an archive; archives are not supported, so this returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Starts spinning, and shows the spinner.
    open func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    /// Stops spinning, and hides the spinner when it hides when stopped.
    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped {
            isHidden = true
        }
    }
}
