import Foundation

/// UIKit's content configuration for a row of a list: a text, a secondary text and an image.
///
/// A cell whose `contentConfiguration` is a list configuration shows its texts as labels in its
/// content view, so the user reads them and taps the row by its text. Fonts, colours and the
/// image are kept; nothing is drawn.
///
/// ```swift
/// var content = cell.defaultContentConfiguration()
/// content.text = order.title
/// content.secondaryText = order.status
/// content.textProperties.font = .preferredFont(forTextStyle: .headline)
/// cell.contentConfiguration = content
/// ```
public struct UIListContentConfiguration: UIContentConfiguration, Hashable, Sendable {
    /// The primary text.
    public var text: String?
    /// The secondary text, below or beside the primary text.
    public var secondaryText: String?
    /// The image before the texts; kept, nothing is drawn.
    public var image: UIImage?
    /// How the primary text looks.
    public var textProperties: TextProperties
    /// How the secondary text looks.
    public var secondaryTextProperties: TextProperties
    /// How the image looks.
    public var imageProperties = ImageProperties()
    /// Which of UIKit's list styles the configuration was made for.
    private let layout: Layout

    /// The configuration of a cell with one label.
    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(layout: .cell, secondaryFont: .preferredFont(forTextStyle: .subheadline), secondaryColor: .secondaryLabel)
    }

    /// The configuration of a cell whose secondary text is below its text.
    public static func subtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(layout: .subtitleCell, secondaryFont: .preferredFont(forTextStyle: .subheadline), secondaryColor: .secondaryLabel)
    }

    /// The configuration of a cell whose secondary text is beside its text, on the trailing side.
    public static func valueCell() -> UIListContentConfiguration {
        UIListContentConfiguration(layout: .valueCell, secondaryFont: .preferredFont(forTextStyle: .body), secondaryColor: .secondaryLabel)
    }

    /// Creates an empty configuration for a list style, with the primary text's default look.
    private init(layout: Layout, secondaryFont: UIFont, secondaryColor: UIColor) {
        self.layout = layout
        textProperties = TextProperties(font: .preferredFont(forTextStyle: .body), color: .label)
        secondaryTextProperties = TextProperties(font: secondaryFont, color: secondaryColor)
    }

    /// Makes a list content view that shows this configuration.
    @MainActor
    public func makeContentView() -> any UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// The configuration itself: the model draws no states.
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration {
        self
    }

    /// UIKit's list styles the configurations are made for.
    private enum Layout: Hashable, Sendable {
        case cell
        case subtitleCell
        case valueCell
    }

    /// How a text of the configuration looks; kept, nothing is drawn.
    public struct TextProperties: Hashable, Sendable {
        /// How a text lines up.
        public enum TextAlignment: Int, Hashable, Sendable {
            /// Aligned by the language's direction.
            case natural = 0
            /// Centred.
            case center = 1
            /// Justified.
            case justified = 2
        }

        /// The font of the text.
        public var font: UIFont
        /// The colour of the text.
        public var color: UIColor
        /// The most lines the text may take; 0 for as many as it needs.
        public var numberOfLines = 0
        /// How the text lines up.
        public var alignment = TextAlignment.natural

        /// Creates text properties with a font and a colour.
        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }
    }

    /// How the configuration's image looks; kept, nothing is drawn.
    public struct ImageProperties: Hashable, Sendable {
        /// The colour a template image is drawn in, or `nil` for the cell's tint colour.
        public var tintColor: UIColor?

        /// Creates image properties with no tint colour.
        init() {}
    }
}
