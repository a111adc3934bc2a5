/// Two or three columns, each choosing what the next shows: a sidebar, perhaps a content
/// column, and a detail. On an iPhone, the screen the model simulates, it collapses into one
/// stack: the sidebar first; selecting a row of a sidebar `List(selection:)` pushes the next
/// column; Back pops it and clears that selection. `preferredCompactColumn`, when bound, picks
/// the column on top and follows the user's moves.
///
/// A link in a column (`NavigationLink(value:)` with a `navigationDestination(for:)` declared in
/// the split view, or `NavigationLink(destination:)`) shows its destination as the next column,
/// as Apple documents for a sidebar's links; a link with a value no destination takes selects it
/// in a `List(selection:)`. On screen it is a navigation controller, as for a
/// `NavigationStack`, so the back button and swipe, pictures and the journal work as for any
/// stack. A `NavigationStack` in the detail column pushes above the detail, and Back from its
/// root goes back to the sidebar.
///
/// ```swift
/// NavigationSplitView {
///     List(orders, selection: $selectedOrder) { order in
///         Text(order.title)
///     }
/// } detail: {
///     if let selectedOrder { OrderView(id: selectedOrder) }
/// }
/// ```
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    let preferredCompactColumn: Binding<NavigationSplitViewColumn>?

    /// The model shows this view itself and never asks for its body, which is empty.
    public var body: EmptyView {
        EmptyView()
    }
}

extension NavigationSplitView {
    /// Creates a three-column split view.
    public init(
        @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar(), content: content(), detail: detail(), preferredCompactColumn: nil)
    }

    /// Creates a three-column split view whose visible columns a binding controls where there is
    /// room for more than one.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar(), content: content(), detail: detail(), preferredCompactColumn: nil)
    }

    /// Creates a three-column split view whose collapsed form shows the column a binding names.
    public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>,
        @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar(), content: content(), detail: detail(), preferredCompactColumn: preferredCompactColumn)
    }

    /// Creates a three-column split view whose collapsed form shows the column a binding names.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>,
        @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar(), content: content(), detail: detail(), preferredCompactColumn: preferredCompactColumn)
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// Creates a two-column split view: a sidebar and a detail.
    public init(
        @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar(), content: nil, detail: detail(), preferredCompactColumn: nil)
    }

    /// Creates a two-column split view whose visible columns a binding controls where there is
    /// room for both.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar(), content: nil, detail: detail(), preferredCompactColumn: nil)
    }

    /// Creates a two-column split view whose collapsed form shows the column a binding names.
    public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>,
        @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar(), content: nil, detail: detail(), preferredCompactColumn: preferredCompactColumn)
    }

    /// Creates a two-column split view whose collapsed form shows the column a binding names.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>,
        @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar(), content: nil, detail: detail(), preferredCompactColumn: preferredCompactColumn)
    }
}

extension NavigationSplitView: BuiltInView {
    func render(in node: ViewNode) {
        let controller = node.persistent("navigation") { NavigationStackController(name: "NavigationSplitView") }
        let pageControllers = node.persistent("pages") { PageControllers() }
        let columns: [AnyView] = [AnyView(sidebar)] + (content.map { [AnyView($0)] } ?? []) + [AnyView(detail)]
        let preferred = preferredCompactColumn
        let preferredPosition = node.read { preferred?.wrappedValue.position(among: columns.count) ?? 0 }
        let linked = node.persistent("linked") { LinkedColumns() }
        let declared = node.persistent("destinations") { SeenValue<[NavigationDestination]>() }
        var pages: [ViewNode] = []
        var selections: [ListSelection?] = []
        var destinations: [NavigationDestination] = []
        let back = { (remaining: Int) in
            for position in (remaining..<columns.count).reversed() {
                linked.views[position] = nil
                if selections.indices.contains(position - 1) {
                    selections[position - 1]?.clear()
                }
            }
            if let preferred, preferred.wrappedValue.position(among: columns.count) >= remaining {
                preferred.wrappedValue = .at(remaining - 1, among: columns.count)
            }
        }
        for (position, column) in columns.enumerated() {
            var environment = node.environment
            let next = NavigationSplitViewColumn.at(position + 1, among: columns.count)
            environment.listDidSelect = position < columns.count - 1 ? { preferred?.wrappedValue = next } : nil
            if position > 0 {
                environment.dismiss = DismissAction { back(position) }
            }
            if position < columns.count - 1 {
                environment.navigationLinkAction = linked.action(showingAt: position + 1, declared: declared, node: node, preferred: preferred, next: next)
            }
            let page = linked.views[position].map { node.child("linked:\(position)", $0, environment: environment) }
                ?? node.child("column:\(position)", column, environment: environment)
            page.makeScreenRoot()
            pages.append(page)
            destinations += page.allTraits(\.destinations)
            let selection = page.firstTrait(\.listSelection)
            selections.append(selection)
            let chosen = node.read { selection.map { !$0.isEmpty() } ?? false }
            guard chosen || preferredPosition > position || linked.views[position + 1] != nil else { break }
        }
        declared.value = destinations
        controller.isNavigationBarHidden = pages.last?.firstTrait(\.hidesNavigationBar) ?? false
        let controllers = pageControllers.controllers(for: pages)
        controller.follow(controllers)
        controller.didPop = { remaining in back(remaining) }
        controller.refreshPages = { controllers.forEach { $0.refresh() } }
        node.display = .embedded(controller)
    }
}

/// The screens links in a split view's columns chose, by the column they show in.
@MainActor
final class LinkedColumns {
    /// The view each column shows in place of its own, by position.
    var views: [Int: AnyView] = [:]

    /// What a link in the column before `position` does: show its destination at `position`.
    func action(
        showingAt position: Int,
        declared: SeenValue<[NavigationDestination]>,
        node: ViewNode,
        preferred: Binding<NavigationSplitViewColumn>?,
        next: NavigationSplitViewColumn
    ) -> NavigationLinkAction {
        let show = { [weak self, weak node] (view: AnyView) in
            self?.views[position] = view
            preferred?.wrappedValue = next
            node?.invalidate()
        }
        return NavigationLinkAction(append: { value in
            guard let screen = declared.value?.lazy.compactMap({ $0.screen(value) }).first else {
                return "A NavigationLink in a split view's column presents a value of type \(type(of: value.base)), but no navigationDestination(for: \(type(of: value.base)).self) is declared in the split view, and no List(selection:) of that type holds the link, so the link cannot be activated. Declare the destination in the split view's sidebar, or put the link in a List whose selection is of its value's type."
            }
            show(screen)
            return nil
        }, push: show, refresh: { [weak node] in node?.invalidate() }, isSplitColumn: true)
    }
}
