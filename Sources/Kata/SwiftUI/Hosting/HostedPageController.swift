/// A screen of a SwiftUI navigation stack: it shows one page of the tree (the stack's root, or
/// the destination of one value of the path) and its navigation title.
@MainActor
final class HostedPageController: UIViewController, EmbeddedScreen {
    /// The page's root in the tree.
    let node: ViewNode
    /// The name of the page's view and what it shows, such as `CodeView for code(phone: "1")`.
    private nonisolated let name: String

    /// Creates a screen for a page.
    ///
    /// - Parameter value: The value of the path the page shows, if it shows one.
    init(node: ViewNode, value: AnyHashable? = nil) {
        self.node = node
        let title = node.firstTrait(\.navigationTitle).map { " \"\($0)\"" } ?? ""
        name = node.screenName + title + (value.map { " for \(String(describing: $0.base))" } ?? "")
        super.init(nibName: nil, bundle: nil)
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
