/// The kinds of difference a grader's explorer tells apart between the lesson's app and the
/// learner's, each with the sentence its message says: a hint tier tagged with a kind's name
/// (`- [changed nothing] …`) is given only for a failure of that kind.
public enum DifferenceKind: String, CaseIterable, Sendable {
    /// The apps differ right after the launch.
    case atLaunch = "at launch"
    /// The learner's app does not offer a step that changes the lesson's.
    case cannotMake = "cannot make"
    /// The step changed the lesson's app and left the learner's as it was.
    case changedNothing = "changed nothing"
    /// The learner's app shows another screen.
    case anotherScreen = "another screen"
    /// The same screens, showing other data.
    case otherData = "other data"
    /// The same visible screen, with other screens beneath it, over it or in other tabs.
    case aroundIt = "around it"
    /// The same screens, with a screen the user left still alive.
    case stillAlive = "still alive"
    /// What the user sees is the same; what the app did out of sight, such as what it told its
    /// parent or the requests it made, is not.
    case outOfSight = "out of sight"

    /// The words the explorer's message says for this kind, which tell it apart in a failure.
    public var sentence: String {
        switch self {
        case .atLaunch: "Start with what your app shows when it launches."
        case .cannotMake: "In your app the user cannot make it"
        case .changedNothing: "changed nothing in your app."
        case .anotherScreen: "Your app shows another screen."
        case .otherData: "The screens are right, their data is not."
        case .aroundIt: "The visible screen is right; what is beneath it, presented over it or in another tab is not."
        case .stillAlive: "What the user sees is right, but a screen they left is still alive."
        case .outOfSight: "What the user sees is right; what your app did out of sight is not."
        }
    }

    /// The kind a failure's messages tell, if any.
    public static func told(by messages: [String]) -> DifferenceKind? {
        allCases.first { kind in messages.contains { $0.contains(kind.sentence) } }
    }
}
