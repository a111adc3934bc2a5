/// How a presented controller is shown.
public enum UIModalPresentationStyle: Int, Sendable, CustomStringConvertible {
    /// Covers the screen; the presenter leaves the screen and gets disappearance callbacks.
    case fullScreen = 0
    /// A card over the presenter, which stays on screen; the user can swipe it down.
    case pageSheet = 1
    /// A smaller card over the presenter, which stays on screen; the user can swipe it down.
    case formSheet = 2
    /// Covers the presenting context; the presenter leaves the screen.
    case currentContext = 3
    /// Custom presentation; the presenter stays on screen.
    case custom = 4
    /// Covers the screen, with the presenter still on screen beneath.
    case overFullScreen = 5
    /// Covers the presenting context, with the presenter still on screen beneath.
    case overCurrentContext = 6
    /// A popover; on iPhone, adapted to a sheet.
    case popover = 7
    /// No adaptation.
    case none = -1
    /// The system's choice: a page sheet for ordinary controllers, as on iOS 13 and later.
    case automatic = -2

    /// The style UIKit uses on iPhone: `.automatic` and `.popover` become `.pageSheet`.
    var resolved: UIModalPresentationStyle {
        switch self {
        case .automatic, .popover: .pageSheet
        default: self
        }
    }

    /// Whether the presenter leaves the screen while this presentation is up.
    var coversPresenter: Bool {
        self == .fullScreen || self == .currentContext
    }

    /// Whether the user can swipe the presentation down.
    var isSheet: Bool {
        switch self {
        case .automatic, .pageSheet, .formSheet, .popover: true
        default: false
        }
    }

    /// The style's name, such as `pageSheet`.
    public var description: String {
        switch self {
        case .fullScreen: "fullScreen"
        case .pageSheet: "pageSheet"
        case .formSheet: "formSheet"
        case .currentContext: "currentContext"
        case .custom: "custom"
        case .overFullScreen: "overFullScreen"
        case .overCurrentContext: "overCurrentContext"
        case .popover: "popover"
        case .none: "none"
        case .automatic: "automatic"
        }
    }
}
