import Foundation

/// Something a menu shows: an action, or a menu inside it.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    /// The element's title.
    open var title: String

    /// Creates an element with a title.
    init(title: String) {
        self.title = title
        super.init()
    }
}
