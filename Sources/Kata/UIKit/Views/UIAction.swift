import Foundation

/// The closure a control or bar button item runs when it is triggered.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A titled action with a handler, added to controls with `addAction(_:for:)`, or to a menu; a
/// button created with it shows its `title`.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// The action's image.
    open var image: UIImage?
    /// The action's identifier.
    public let identifier: Identifier
    /// The object that sent the action while its handler runs, such as the tapped button.
    public private(set) weak var sender: AnyObject?

    private let handler: UIActionHandler

    /// Creates an action.
    public init(
        title: String = "",
        image: UIImage? = nil,
        identifier: Identifier? = nil,
        handler: @escaping UIActionHandler
    ) {
        self.image = image
        self.identifier = identifier ?? Identifier(UniqueIdentifier.next())
        self.handler = handler
        super.init(title: title)
    }

    /// Runs the handler with `sender` as the action's sender.
    func perform(sender: AnyObject?) {
        self.sender = sender
        defer { self.sender = nil }
        handler(self)
    }

    /// A string that identifies an action.
    public struct Identifier: RawRepresentable, Sendable, Hashable {
        /// The identifier's text.
        public var rawValue: String

        /// Creates an identifier.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Creates an identifier.
        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }
    }
}
