import Foundation
import Kata

/// One thing the explorer's user does: a gesture, typing into a field, opening a link, or an
/// action the kata declares (a request answered, the app relaunched).
public enum ExplorerStep: Hashable, Sendable, CustomStringConvertible {
    /// A gesture on screen: a tap, Back, a swipe finished or let go, a tab.
    case gesture(Gesture)
    /// Typing `text` into the field with this placeholder or identifier; an empty text clears it.
    case type(String, into: String)
    /// Opening a link in the app's scene, as tapping it elsewhere does.
    case open(URL)
    /// An action the kata declares, by the words a story tells it with: "the request answered".
    case action(String)

    /// The step as apps are matched by it: a tab by its place alone, whatever title it shows.
    var matched: ExplorerStep {
        if case let .gesture(.selectTab(index, _)) = self {
            return .gesture(.selectTab(index, title: ""))
        }
        return self
    }

    /// Whether the step types into a field.
    var isTyping: Bool {
        if case .type = self { true } else { false }
    }

    /// The kind of step, for telling apart states reached by other kinds of step: a tap by its
    /// button (`tap "Save"`: another button may leave other state behind), `back`, `let go`,
    /// `sheet`, `tab`, `typing`, `link`, or the action's name.
    var kind: String {
        switch self {
        case let .gesture(gesture):
            switch gesture {
            case let .tap(label): "tap \"\(label)\""
            case .tapBack, .swipeBack(completing: true): "back"
            case .swipeBack(completing: false), .swipeDown(completing: false): "let go"
            case .swipeDown(completing: true): "sheet"
            case .selectTab: "tab"
            }
        case .type: "typing"
        case .open: "link"
        case let .action(name): name
        }
    }

    /// The step as a story tells it: `"Next"`, `typing "Ada" into Name`, `opening shop://orders/7`.
    public var description: String {
        switch self {
        case let .gesture(gesture): gesture.description
        case let .type(text, field): text.isEmpty ? "clearing \(field)" : "typing \"\(text)\" into \(field)"
        case let .open(url): "opening \(url.absoluteString)"
        case let .action(name): name
        }
    }
}
