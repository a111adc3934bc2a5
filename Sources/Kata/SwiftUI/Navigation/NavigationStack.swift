/// A stack of screens driven by a path of values: the root view, then a screen for each value,
/// the one `navigationDestination(for:)` declares for its type. Back and the back swipe shrink
/// the path; changing the path pushes and pops.
///
/// On screen it is a navigation controller, as on iOS, so the user's back button and swipes, the
/// hierarchy picture and the journal work as for UIKit stacks.
///
/// ```swift
/// NavigationStack(path: $coordinator.path) {
///     PhoneView(coordinator: coordinator)
///         .navigationDestination(for: AuthRoute.self) { route in
///             coordinator.view(for: route)
///         }
/// }
/// ```
public struct NavigationStack<Data, Root: View>: View {
    let root: Root
    let path: PathAccess?
    let site: CallSite

    /// The model shows this view itself and never asks for its body, which is empty.
    public var body: EmptyView {
        EmptyView()
    }
}

extension NavigationStack where Data == NavigationPath {
    /// Creates a stack that keeps its own path; links inside push onto it.
    public init(
        @ViewBuilder root: () -> Root,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.init(root: root(), path: nil, site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Creates a stack bound to a path of values of any hashable types.
    public init(
        path: Binding<NavigationPath>,
        @ViewBuilder root: () -> Root,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.init(root: root(), path: PathAccess(navigationPath: path), site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}

extension NavigationStack where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
    /// Creates a stack bound to a path of values of one type, such as `[AuthRoute]`.
    public init(
        path: Binding<Data>,
        @ViewBuilder root: () -> Root,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.init(root: root(), path: PathAccess(collection: path), site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}

extension NavigationStack: BuiltInView {
    func render(in node: ViewNode) {
        if let outer = node.environment.navigationLinkAction, !outer.isSplitColumn {
            ModelReporting.report(ModelReport(kind: .misuse, message: "A NavigationStack was placed inside another NavigationStack's screen. SwiftUI does not support this: the inner stack's pushes misbehave. Keep one NavigationStack at the root of the flow, and show the inner screens as destinations of its path.", callSite: site))
        }
        let path = self.path ?? PathAccess(navigationPath: node.persistent("path") { OwnPath(node: node) }.binding)
        let controller = node.persistent("navigation") { NavigationStackController() }
        let pageControllers = node.persistent("pages") { PageControllers() }
        var environment = node.environment
        let pushedViews = node.persistent("pushedViews") { PushedViews(node: node) }
        let declared = node.persistent("destinations") { SeenValue<[NavigationDestination]>() }
        environment.navigationLinkAction = NavigationLinkAction(append: { value in
            guard declared.value?.contains(where: { $0.accepts(value) }) ?? false else {
                return "A NavigationLink is presenting a value of type \(type(of: value.base)), but there is no matching navigationDestination declaration visible from the stack, so the link cannot be activated and the path is unchanged (SwiftUI prints this warning and does the same). Declare navigationDestination(for: \(type(of: value.base)).self) on the stack's root view, or give the link a value of a type that has one."
            }
            return path.append(value)
        }, push: pushedViews.push, refresh: { [weak node] in node?.invalidate() })
        let rootNode = node.child("root", root, environment: environment)
        rootNode.makeScreenRoot()
        var destinations = rootNode.allTraits(\.destinations)
        var pages: [(node: ViewNode, value: AnyHashable?, popped: () -> Void)] = [(rootNode, nil, {})]
        for (index, value) in node.read(path.values).enumerated() {
            guard let screen = destinations.lazy.compactMap({ $0.screen(value) }).first else {
                let declared = destinations.isEmpty ? "none is declared" : "those declared are for \(destinations.map(\.typeName).joined(separator: ", "))"
                ModelReporting.report(ModelReport(kind: .misuse, message: "The path holds a value of type \(type(of: value.base)) at position \(index), but no navigationDestination(for: \(type(of: value.base)).self) is visible from the stack's root or the screens before it (\(declared)). SwiftUI shows no screen for it and prints a warning. Declare the destination on the root view inside the NavigationStack.", callSite: site))
                break
            }
            var pageEnvironment = environment
            pageEnvironment.dismiss = DismissAction { path.keepFirst(index) }
            let pageNode = node.child("page:\(index):\(value.hashValue)", screen, environment: pageEnvironment)
            pageNode.makeScreenRoot()
            destinations += pageNode.allTraits(\.destinations)
            pages.append((pageNode, value, { path.keepFirst(index) }))
        }
        var presenting = 0
        while presenting < pages.count {
            defer { presenting += 1 }
            guard let presented = pages[presenting].node.allTraits({ $0.presentedDestination.map { [$0] } ?? [] }).first else { continue }
            var pageEnvironment = environment
            pageEnvironment.dismiss = DismissAction { presented.isPresented.wrappedValue = false }
            let pageNode = node.child("presented:\(presenting):\(presented.identity.hashValue):\(presented.identity)", presented.destination, environment: pageEnvironment)
            pageNode.makeScreenRoot()
            destinations += pageNode.allTraits(\.destinations)
            pages.append((pageNode, nil, { presented.isPresented.wrappedValue = false }))
        }
        for (index, view) in pushedViews.views.enumerated() {
            var pageEnvironment = environment
            pageEnvironment.dismiss = DismissAction { pushedViews.keepFirst(index) }
            let pageNode = node.child("pushed:\(index)", view, environment: pageEnvironment)
            pageNode.makeScreenRoot()
            destinations += pageNode.allTraits(\.destinations)
            pages.append((pageNode, nil, { pushedViews.keepFirst(index) }))
        }
        declared.value = destinations
        controller.isNavigationBarHidden = pages.last?.node.firstTrait(\.hidesNavigationBar) ?? false
        let controllers = pageControllers.controllers(for: pages.map(\.node), values: pages.map(\.value))
        controller.follow(controllers)
        controller.didPop = { remaining in
            for page in pages.dropFirst(remaining).reversed() {
                page.popped()
            }
        }
        controller.refreshPages = { controllers.forEach { $0.refresh() } }
        node.display = .embedded(controller)
    }
}

/// The page controllers of a stack, one per page node, kept while the page stays.
@MainActor
final class PageControllers {
    private var byNode: [ObjectIdentifier: HostedPageController] = [:]

    /// The controllers for these pages, made for new ones; those of pages gone are let go.
    ///
    /// - Parameter values: The path value each page shows, if any, for its name in pictures.
    func controllers(for nodes: [ViewNode], values: [AnyHashable?] = []) -> [HostedPageController] {
        let controllers = nodes.enumerated().map { index, node in
            byNode[ObjectIdentifier(node)] ?? HostedPageController(node: node, value: values.indices.contains(index) ? values[index] : nil)
        }
        byNode = Dictionary(uniqueKeysWithValues: zip(nodes.map(ObjectIdentifier.init), controllers))
        return controllers
    }
}

/// The path of a stack made without one, kept by the stack's node.
@MainActor
final class OwnPath {
    private var path = NavigationPath()
    private weak var node: ViewNode?

    init(node: ViewNode) {
        self.node = node
    }

    /// A binding to the path; changing it evaluates the stack again.
    var binding: Binding<NavigationPath> {
        Binding(reading: { self.path }, writing: { newValue in
            self.path = newValue
            self.node?.invalidate()
        })
    }
}

/// The views `NavigationLink(destination:)` pushed on top of a stack, outside its path.
@MainActor
final class PushedViews {
    private(set) var views: [AnyView] = []
    private weak var node: ViewNode?

    init(node: ViewNode) {
        self.node = node
    }

    /// Pushes a view; the stack is evaluated again.
    func push(_ view: AnyView) {
        views.append(view)
        node?.invalidate()
    }

    /// Keeps only the first views, after the user went back.
    func keepFirst(_ count: Int) {
        guard views.count > count else { return }
        views.removeLast(views.count - count)
        node?.invalidate()
    }
}
