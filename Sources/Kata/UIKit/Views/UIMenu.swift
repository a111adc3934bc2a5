import Foundation

/// A menu of actions, as a button or bar button item shows it. The model opens no menus: a
/// button whose `showsMenuAsPrimaryAction` is set shows its menu's actions to the user as
/// buttons, each tapped by its title, as if the menu were open.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// The menu's elements.
    public let children: [UIMenuElement]

    /// Creates a menu.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil, options: Options = [], children: [UIMenuElement] = []) {
        self.children = children
        super.init(title: title)
    }

    /// The actions of the menu and of the menus inside it, in order.
    var actions: [UIAction] {
        children.flatMap { element -> [UIAction] in
            if let action = element as? UIAction {
                return [action]
            }
            return (element as? UIMenu)?.actions ?? []
        }
    }

    /// A menu's identifier.
    public struct Identifier: RawRepresentable, Sendable, Hashable {
        /// The identifier's name.
        public var rawValue: String

        /// Creates an identifier.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }
    }

    /// How a menu shows.
    public struct Options: OptionSet, Sendable {
        /// The raw value.
        public let rawValue: UInt

        /// Creates options from their raw value.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Shown inline in its parent menu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// Its actions are destructive.
        public static let destructive = Options(rawValue: 1 << 1)
        /// One of its actions is selected at a time.
        public static let singleSelection = Options(rawValue: 1 << 5)
    }
}
