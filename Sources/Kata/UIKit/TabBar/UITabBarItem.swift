import Foundation

/// What a tab bar shows for one tab: a title, an image, a tag and a badge.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// The tab's title.
    open var title: String?
    /// The tab's image.
    open var image: UIImage?
    /// The image shown while the tab is selected.
    open var selectedImage: UIImage?
    /// A number that identifies the tab in your code.
    open var tag: Int
    /// The text of the badge on the tab, such as an unread count.
    open var badgeValue: String?
    /// A string that identifies the tab in tests.
    open var accessibilityIdentifier: String?

    /// How far the image is moved in from each edge; kept, never drawn.
    open var imageInsets: UIEdgeInsets = .zero

    /// Creates an item of one of the system's kinds, titled as iOS titles it in English.
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        title = systemItem.title
        image = UIImage(systemName: systemItem.symbolName)
        self.tag = tag
        super.init()
    }

    /// Creates an item with no title, image or tag, as `NSObject`'s initializer does.
    public convenience override init() {
        self.init(title: nil, image: nil, tag: 0)
    }

    /// Creates an item with a title, an image and a tag.
    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
        super.init()
    }

    /// Creates an item with a title, an image and a selected image.
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
        self.tag = 0
        super.init()
    }

    /// The proxy that sets how every tab bar item looks. The model draws no bar, so it hands back an
    /// item of its own whose settings are kept and applied nowhere.
    public static func appearance() -> UITabBarItem {
        UITabBarItem()
    }
}
