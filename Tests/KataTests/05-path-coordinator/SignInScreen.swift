import Kata
import KataGrading

/// A screen of the app as the user tells it apart: by what it says.
enum SignInScreen: Equatable, CustomStringConvertible {
    case phone
    case code(phone: String)
    case terms
    case help
    case home
    /// A screen none of the lesson's, by its texts.
    case other(String)

    /// The number the grader types into the phone screen.
    static let typedPhone = "555-0100"
    /// Another number, which walks that go back type the second time they fill the phone field.
    static let otherPhone = "555-0142"
    /// What the grader types into each field before tapping a button on its screen.
    static let typing = ["Phone number": typedPhone, "Code": "123456"]
    /// The numbers a walk that goes back types in turn, for "the same step with other data".
    static let phonesInTurn = ["Phone number": [typedPhone, otherPhone]]

    /// Tells a screen by its labels, as given in the exercise.
    init(labels: [String]) {
        let codePrefix = "Enter the code we sent to "
        if labels.contains("What's your phone number?") {
            self = .phone
        } else if let line = labels.first(where: { $0.hasPrefix(codePrefix) }) {
            self = .code(phone: String(line.dropFirst(codePrefix.count)))
        } else if labels.contains("Terms of use") {
            self = .terms
        } else if labels.contains("Need help?") {
            self = .help
        } else if labels.contains("Welcome!") {
            self = .home
        } else {
            self = .other(labels.isEmpty ? "a screen with no text" : "a screen saying \"\(labels.joined(separator: " / "))\"")
        }
    }

    /// Whether both are the same screen, whatever data they show.
    func sameScreen(as other: SignInScreen) -> Bool {
        switch (self, other) {
        case (.code, .code): true
        default: self == other
        }
    }

    var description: String {
        switch self {
        case .phone: "PhoneView"
        case let .code(phone): "CodeView for \(phone)"
        case .terms: "TermsView"
        case .help: "HelpView"
        case .home: "HomeView"
        case let .other(text): text
        }
    }

    /// The screens the user has in front of them, bottom first: the stack of the navigation
    /// controller they see, or the one screen they see when it is not in a stack.
    @MainActor
    static func stack(of user: User) -> [SignInScreen] {
        guard let visible = user.visibleViewController else { return [] }
        guard let stack = visible.navigationController else {
            return [SignInScreen(labels: ScreenText.labels(of: visible))]
        }
        return stack.viewControllers.map { SignInScreen(labels: ScreenText.labels(of: $0)) }
    }

    /// The screens the lesson says a user sees after `gestures` from launch, bottom first.
    ///
    /// - Parameter phone: The number typed last into the phone field: a code screen on the stack
    ///   is always for it, since the phone screen is under every code screen.
    static func expectedStack(after gestures: [Gesture], phone: String = typedPhone) -> [SignInScreen] {
        var stack: [SignInScreen] = [.phone]
        for gesture in gestures {
            switch (gesture, stack.last) {
            case (.tap("Send Code"), .phone?):
                stack.append(.code(phone: phone))
            case (.tap("Help"), .phone?):
                stack.append(.help)
            case (.tap("Verify"), .code?):
                stack.append(.terms)
            case (.tap("Accept"), .terms?):
                stack = [.home]
            case (.tapBack, _), (.swipeBack(completing: true), _):
                if stack.count > 1 { stack.removeLast() }
            default:
                break
            }
        }
        return stack
    }

    /// The screens a sign-in link shows, bottom first.
    static func expectedStack(for link: SignInLink) -> [SignInScreen] {
        [.phone] + link.screens
    }
}
