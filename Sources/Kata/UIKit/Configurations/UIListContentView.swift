import Foundation

/// The view that shows a ``UIListContentConfiguration``: a label for its text and one for its
/// secondary text.
///
/// A cell makes one when it is given a list configuration; you can also make one yourself and
/// add it to any view.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    /// The label that shows the configuration's text.
    private let textLabel = UILabel()
    /// The label that shows the configuration's secondary text.
    private let secondaryTextLabel = UILabel()
    /// The list configuration shown now.
    private var listConfiguration: UIListContentConfiguration

    /// Creates a view that shows a list configuration.
    public init(configuration: UIListContentConfiguration) {
        self.listConfiguration = configuration
        super.init(frame: .zero)
        addSubview(textLabel)
        addSubview(secondaryTextLabel)
        show(configuration)
    }

    /// Creates a view from an archive; archives are not supported, so this returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The configuration the view shows; a configuration that is not a list configuration is ignored.
    open var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let newConfiguration = newValue as? UIListContentConfiguration else { return }
            listConfiguration = newConfiguration
            show(newConfiguration)
        }
    }

    /// Whether `configuration` is a list configuration, the only kind this view shows.
    open func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    /// Puts the configuration's texts and looks in the labels.
    private func show(_ configuration: UIListContentConfiguration) {
        apply(configuration.text, configuration.textProperties, to: textLabel)
        apply(configuration.secondaryText, configuration.secondaryTextProperties, to: secondaryTextLabel)
    }

    private func apply(_ text: String?, _ properties: UIListContentConfiguration.TextProperties, to label: UILabel) {
        label.text = text
        label.isHidden = text == nil
        label.font = properties.font
        label.textColor = properties.color
        label.numberOfLines = properties.numberOfLines
    }
}
