/// A screen of a SwiftUI navigation stack: it shows one page of the tree (the stack's root, or
/// the destination of one value of the path) and its navigation title.
@MainActor
final class HostedPageController: UIViewController, EmbeddedScreen, ShowsSwiftUI {
    /// The page's root in the tree.
    let node: ViewNode
    /// The path value the page shows, as its name says it (` for code(phone: "1")`), or "".
    private let valueDescription: String
    /// The name of the page's view and what it shows, such as `CodeView for code(phone: "1")`,
    /// as of the last time the page was shown: a root whose view changes is named again.
    private nonisolated(unsafe) var name: String

    /// Creates a screen for a page.
    ///
    /// - Parameter value: The value of the path the page shows, if it shows one.
    init(node: ViewNode, value: AnyHashable? = nil) {
        self.node = node
        valueDescription = value.map { " for \(String(describing: $0.base))" } ?? ""
        name = Self.name(of: node, showing: valueDescription)
        super.init(nibName: nil, bundle: nil)
    }

    /// The name of a page: its view, its title, and the value it shows.
    private static func name(of node: ViewNode, showing valueDescription: String) -> String {
        let title = node.firstTrait(\.navigationTitle).map { " \"\($0)\"" } ?? ""
        return node.screenName + title + valueDescription
    }

    /// Pages are never archived.
    required init?(coder: NSCoder) {
        return nil
    }

    override func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
        ScreenContent.show(node, in: self)
    }

    func refresh() {
        name = Self.name(of: node, showing: valueDescription)
        ScreenContent.show(node, in: self)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        node.screenDidAppear()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        ScreenContent.show(node, in: self)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        node.screenDidDisappear()
    }

    /// Named after the page's view, as the hierarchy picture shows it.
    override var description: String {
        name
    }
}
