import Foundation

/// The look and content of a button as iOS 15 describes it: a value the button is built from.
/// The model keeps the look; the title is what the user taps the button by.
///
/// ```swift
/// var configuration = UIButton.Configuration.filled()
/// configuration.title = "Continue"
/// let next = UIButton(configuration: configuration, primaryAction: UIAction { [weak self] _ in self?.onNext?() })
/// ```
extension UIButton {
    /// A button's look and content.
    public struct Configuration: Sendable, Hashable {
        /// The title, which the user taps the button by.
        public var title: String?
        /// A second line under the title.
        public var subtitle: String?
        /// The image.
        public var image: UIImage?
        /// The space between the image and the title.
        public var imagePadding: CGFloat = 0
        /// The colour of the title and image.
        public var baseForegroundColor: UIColor?
        /// The background's colour.
        public var baseBackgroundColor: UIColor?
        /// The corners' style.
        public var cornerStyle: CornerStyle = .dynamic
        /// The button's size.
        public var buttonSize: Size = .medium
        /// The space around the content.
        public var contentInsets: NSDirectionalEdgeInsets = .zero
        /// Whether a spinner shows in place of the image.
        public var showsActivityIndicator = false
        /// The style the configuration was made in.
        let style: String

        /// A button with no background.
        public static func plain() -> Configuration { Configuration(style: "plain") }
        /// A button with a tinted background.
        public static func tinted() -> Configuration { Configuration(style: "tinted") }
        /// A button with a grey background.
        public static func gray() -> Configuration { Configuration(style: "gray") }
        /// A button filled with the tint colour.
        public static func filled() -> Configuration { Configuration(style: "filled") }
        /// A button with no border.
        public static func borderless() -> Configuration { Configuration(style: "borderless") }
        /// A bordered button.
        public static func bordered() -> Configuration { Configuration(style: "bordered") }
        /// A bordered, tinted button.
        public static func borderedTinted() -> Configuration { Configuration(style: "borderedTinted") }
        /// A bordered, prominent button.
        public static func borderedProminent() -> Configuration { Configuration(style: "borderedProminent") }

        /// The corners' style.
        public enum CornerStyle: Int, Sendable {
            /// As the button's size decides.
            case dynamic
            /// Fixed.
            case fixed
            /// Small.
            case small
            /// Medium.
            case medium
            /// Large.
            case large
            /// Fully round.
            case capsule
        }

        /// The button's size.
        public enum Size: Int, Sendable {
            /// Mini.
            case mini
            /// Small.
            case small
            /// Medium.
            case medium
            /// Large.
            case large
        }
    }
}
