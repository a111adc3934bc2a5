/// One thing a person can do to the screen in front of them, as ``User`` plays it.
///
/// Graders that walk a flow list the gestures a screen allows with ``User/availableGestures``,
/// make them with ``User/perform(_:fileID:filePath:line:column:)``, and name the state a check
/// failed in by the gestures that led there:
///
/// ```swift
/// for gesture in user.availableGestures {
///     print(gesture)   // "Next", "Back", "Back swiped half way and let go", …
/// }
/// ```
public enum Gesture: Hashable, Sendable, CustomStringConvertible {
    /// Tapping the button or bar button with this title or accessibility identifier.
    case tap(String)
    /// Tapping the navigation bar's back button.
    case tapBack
    /// Swiping back from the left edge, to the end or let go halfway.
    case swipeBack(completing: Bool)
    /// Swiping the topmost sheet down, to the end or let go halfway.
    case swipeDown(completing: Bool)
    /// Tapping a tab, by index, with the title the tab bar shows.
    case selectTab(Int, title: String)

    /// Whether the gesture is let go halfway, so that what it started is undone.
    public var isAbandoned: Bool {
        switch self {
        case .swipeBack(completing: false), .swipeDown(completing: false): true
        default: false
        }
    }

    /// The gesture as a learner reads it in a failure message: `"Next"`, `Back`, `tab "Orders"`.
    public var description: String {
        switch self {
        case let .tap(label): "\"\(label)\""
        case .tapBack: "Back"
        case .swipeBack(completing: true): "Back swiped"
        case .swipeBack(completing: false): "Back swiped half way and let go"
        case .swipeDown(completing: true): "the sheet swiped down"
        case .swipeDown(completing: false): "the sheet swiped half way down and let go"
        case let .selectTab(_, title): "tab \"\(title)\""
        }
    }
}
