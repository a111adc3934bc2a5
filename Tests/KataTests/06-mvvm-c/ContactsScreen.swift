import Kata
import KataGrading
@testable import ContactsFlow

/// A screen of the contacts flow as the user sees it, read from the window by what each
/// controller shows, whatever the design calls its own types.
enum ContactsScreen: Equatable, CustomStringConvertible {
    /// The app's screen under the flow.
    case home
    /// The list of contacts.
    case list
    /// A contact's detail, with the name it shows.
    case detail(name: String)
    /// The editor.
    case editor

    var description: String {
        switch self {
        case .home: "the app's home screen"
        case .list: "the list"
        case let .detail(name): "\(name)'s detail"
        case .editor: "the editor"
        }
    }

    /// The contacts used in every check: two, so a tap on one can be told from the other.
    static let contacts = [
        Contact(id: 1, name: "Ada", phone: "555-0101"),
        Contact(id: 2, name: "Grace", phone: "555-0102"),
    ]

    /// What the window shows, bottom first: the home screen, then each screen of each
    /// presentation, in order.
    @MainActor
    static func stack(of user: User) -> [ContactsScreen] {
        MainTurn.end()
        guard let root = user.window.rootViewController else { return [] }
        var screens: [ContactsScreen] = [.home]
        var presented = root.presentedViewController
        while let controller = presented {
            let controllers = (controller as? UINavigationController)?.viewControllers ?? [controller]
            screens += controllers.compactMap(screen)
            presented = controller.presentedViewController
        }
        return screens
    }

    /// The screen a controller shows, by what it shows, whatever its type is called: the editor
    /// has the Name field, the list its table, a detail a contact's phone; `nil` for none of them.
    @MainActor
    static func screen(_ controller: UIViewController) -> ContactsScreen? {
        guard let view = controller.viewIfLoaded else { return nil }
        func tree(_ view: UIView) -> [UIView] {
            [view] + view.subviews.flatMap(tree)
        }
        let views = tree(view)
        if views.contains(where: { ($0 as? UITextField)?.placeholder == "Name" }) { return .editor }
        if views.contains(where: { $0 is UITableView }) { return .list }
        let phones = Set(contacts.map(\.phone))
        let texts = views.compactMap { ($0 as? UILabel)?.text }
        guard texts.contains(where: phones.contains) else { return nil }
        return .detail(name: controller.navigationItem.title ?? texts.first ?? "")
    }
}
