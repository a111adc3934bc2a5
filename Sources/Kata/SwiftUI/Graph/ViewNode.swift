import Observation

/// One view's place in the tree: its state, its environment, its children, and what it shows.
///
/// A node keeps its identity (its place among its parent's children and its view's type) for as
/// long as the parent's body keeps making that view there; its `@State` lives as long as it does.
@MainActor
final class ViewNode {
    /// What a node shows through UIKit.
    enum Display {
        /// Nothing of its own: its children's views, one after the other.
        case transparent
        /// One view, such as a label for `Text`; its children are only its description.
        case leaf(UIView)
        /// A stack view holding its children's views.
        case stack(UIStackView)
        /// A controller of its own, such as the navigation controller of a `NavigationStack`,
        /// whose screens show the node's children.
        case embedded(any EmbeddedScreen)
    }

    unowned let graph: ViewGraph
    private(set) weak var parent: ViewNode?
    /// How deep in the tree the node is; the root is 0.
    let depth: Int
    /// The environment the node's view reads.
    var environment: EnvironmentValues
    /// What the node shows.
    var display: Display = .transparent
    /// The node's state, by the name of the property that declared it.
    var states: [String: AnyObject] = [:]
    /// Whether the node is still in the tree.
    private(set) var isAttached = true
    /// Traits its modifiers set, such as a navigation title or an accessibility identifier.
    var traits = ViewTraits()
    /// The type of the view the node last showed, such as `PhoneView`.
    private(set) var typeName = ""
    /// Whether the model shows that view itself, rather than through its body.
    private(set) var isBuiltIn = false
    /// Whether that view only arranges others, such as a tuple or a `ForEach`.
    private(set) var isStructural = false
    /// Whether the node describes something without being shown, such as a tab item's label.
    var isOffScreen = false
    /// Whether the node's state changed since it was last evaluated, so the graph's next
    /// update evaluates it again.
    var needsEvaluation = false
    /// Whether the screen this node is the root of is on screen; `nil` for a node inside a screen.
    private var screenIsVisible: Bool?

    private(set) var children: [ViewNode] = []
    private var childrenByKey: [ChildKey: ViewNode] = [:]
    private var renderedChildren: [(key: ChildKey, node: ViewNode)] = []
    private var showAgainAction: (() -> Void)?
    private var hasAppeared = false

    /// Creates a node under `parent`.
    init(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) {
        self.graph = graph
        self.parent = parent
        self.depth = (parent?.depth ?? -1) + 1
        self.environment = environment
    }

    // MARK: - Evaluating

    /// Makes the node show `view`: a view the model knows makes its children; a view that wraps
    /// UIKit shows its controller or view; any other view has its state linked to this node and
    /// its body evaluated, reads tracked.
    func show<Content: View>(_ view: Content) {
        needsEvaluation = false
        let previous = childrenByKey
        renderedChildren = []
        traits = ViewTraits()
        display = .transparent
        typeName = TypeNames.name(of: Content.self)
        isBuiltIn = view is any BuiltInView
        isStructural = view is any StructuralView
        if let builtIn = view as? any BuiltInView {
            builtIn.render(in: self)
        } else if Representables.represents(view) {
            if let problem = DynamicProperties.link(view, to: self) {
                ModelReporting.report(problem)
            } else {
                Representables.render(view, in: self)
            }
        } else {
            if let problem = DynamicProperties.link(view, to: self) {
                ModelReporting.report(problem)
            } else {
                let body = withObservationTracking {
                    BodyEvaluation.run(for: typeName) { view.body }
                } onChange: { [weak self] in
                    MainActor.assumeIsolated {
                        self?.invalidate()
                    }
                }
                child("body", body)
            }
        }
        children = renderedChildren.map(\.node)
        childrenByKey = Dictionary(renderedChildren.map { ($0.key, $0.node) }, uniquingKeysWith: { first, _ in first })
        for (key, node) in previous where childrenByKey[key] !== node {
            node.detach()
        }
        showAgainAction = { [unowned self] in self.show(view) }
    }

    /// Evaluates the node's last view again, after its state changed.
    func showAgain() {
        showAgainAction?()
    }

    /// Makes or keeps the child at `key` and makes it show `view`.
    ///
    /// - Parameter environment: The child's environment, when it differs from this node's.
    @discardableResult
    func child<Content: View>(_ key: String, _ view: Content, environment: EnvironmentValues? = nil) -> ViewNode {
        let identity = ChildKey(place: key, type: ObjectIdentifier(Content.self))
        let node: ViewNode
        if let existing = childrenByKey[identity], existing.isAttached {
            node = existing
        } else {
            node = ViewNode(graph: graph, parent: self, environment: environment ?? self.environment)
            graph.didInsert(node)
        }
        node.environment = environment ?? self.environment
        renderedChildren.append((identity, node))
        node.show(view)
        return node
    }

    /// Asks for the node to be evaluated again when the turn ends. A change made while a body
    /// is being evaluated is reported instead, and evaluates nothing again: its effect is left
    /// undefined, as SwiftUI warns, and a body that changes state each time must not loop.
    func invalidate() {
        guard isAttached, !BodyEvaluation.reportChangeIfEvaluating() else { return }
        graph.invalidate(self)
    }

    /// Reads a value for a view the model shows itself, such as a binding's, so that a change to
    /// the observable state behind it evaluates this node again.
    func read<Value>(_ value: () -> Value) -> Value {
        withObservationTracking(value) { [weak self] in
            MainActor.assumeIsolated {
                self?.invalidate()
            }
        }
    }

    /// Evaluates the node again after each change `publisher` announces, once per publisher.
    func follow(_ publisher: ObservableObjectPublisher, as name: String) {
        let key = "follows:\(name)"
        guard (states[key] as? ObservableObjectPublisher) !== publisher else { return }
        states[key] = publisher
        publisher.follow(by: self)
    }

    /// A state property of the node's view as a learner names it: `CodeView's @State code` for
    /// the `_code` storage of `@State private var code`.
    func describeState(_ wrapper: String, declaredAs storageName: String) -> String {
        "\(typeName)'s \(wrapper) \(storageName.hasPrefix("_") ? String(storageName.dropFirst()) : storageName)"
    }

    /// An object the node keeps for as long as it is in the tree, made on first use: the
    /// controllers of a navigation stack, the path of a stack without a binding.
    func persistent<Object: AnyObject>(_ name: String, make: () -> Object) -> Object {
        if let existing = states[name] as? Object {
            return existing
        }
        let made = make()
        states[name] = made
        return made
    }

    /// The UIKit view the node shows, kept from one evaluation to the next and made on first
    /// use, as SwiftUI keeps a view's platform view while the view stays and updates it; its
    /// accessibility identifier starts afresh, for this evaluation's modifiers to set.
    func platformView<Leaf: UIView>(_ make: () -> Leaf) -> Leaf {
        let view = persistent("leaf view: \(Leaf.self)", make: make)
        view.accessibilityIdentifier = nil
        return view
    }

    // MARK: - Leaving the tree

    /// Takes the node and its subtree out of the tree: their state is gone.
    private func detach() {
        guard isAttached else { return }
        isAttached = false
        for child in children {
            child.detach()
        }
        graph.didRemove(self)
        (states["presenter"] as? ScreenPresenter)?.viewLeft()
        states.removeAll()
    }

    // MARK: - Appearing

    /// Makes the node the root of a screen of its own, such as a page of a navigation stack,
    /// whose views appear and disappear with that screen.
    func makeScreenRoot() {
        if screenIsVisible == nil {
            screenIsVisible = false
        }
    }

    /// The node's screen came on screen: its views appear.
    func screenDidAppear() {
        screenIsVisible = true
        forEachNodeOnScreen { $0.runAppearActions() }
    }

    /// The node's screen left the screen: its views disappear.
    func screenDidDisappear() {
        screenIsVisible = false
        forEachNodeOnScreen { $0.runDisappearActions() }
    }

    /// Whether the screen the node is on is on screen.
    var isOnVisibleScreen: Bool {
        screenIsVisible ?? parent?.isOnVisibleScreen ?? false
    }

    /// Runs the `onAppear` actions, once per appearance.
    func runAppearActions() {
        guard !hasAppeared else { return }
        hasAppeared = true
        traits.appearActions.forEach { $0() }
    }

    /// Runs the `onDisappear` actions of a node that had appeared.
    func runDisappearActions() {
        guard hasAppeared else { return }
        hasAppeared = false
        traits.disappearActions.forEach { $0() }
    }

    /// Every value of a trait on this screen, parents first, such as the navigation destinations.
    func allTraits<Value>(_ values: (ViewTraits) -> [Value]) -> [Value] {
        var found: [Value] = []
        collectTraits(values, into: &found)
        return found
    }

    private func collectTraits<Value>(_ values: (ViewTraits) -> [Value], into found: inout [Value]) {
        found += values(traits)
        if case .embedded = display {
            return
        }
        for child in children where child.screenIsVisible == nil {
            child.collectTraits(values, into: &found)
        }
    }

    /// The type name of the first view of this screen written by the app, for pictures, or
    /// "SwiftUI view" when every view on it is SwiftUI's own.
    var screenName: String {
        if !isBuiltIn {
            return typeName
        }
        return children.lazy.filter { !$0.isOffScreen }.map(\.screenName).first { $0 != Self.unnamedScreen } ?? Self.unnamedScreen
    }

    /// The name of a screen made only of SwiftUI's own views.
    static let unnamedScreen = "SwiftUI view"

    /// What this screen's views tell its controller, in one walk, parents first.
    func screenTraits() -> ScreenTraits {
        var found = ScreenTraits()
        collectScreenTraits(into: &found)
        return found
    }

    private func collectScreenTraits(into found: inout ScreenTraits) {
        found.add(traits)
        if case .embedded = display {
            return
        }
        for child in children where child.screenIsVisible == nil {
            child.collectScreenTraits(into: &found)
        }
    }

    /// Every value of a trait in the whole subtree, every screen included, parents first.
    func traitsInSubtree<Value>(_ values: (ViewTraits) -> [Value]) -> [Value] {
        var found: [Value] = []
        collectTraitsInSubtree(values, into: &found)
        return found
    }

    private func collectTraitsInSubtree<Value>(_ values: (ViewTraits) -> [Value], into found: inout [Value]) {
        found += values(traits)
        for child in children {
            child.collectTraitsInSubtree(values, into: &found)
        }
    }

    /// Visits the node and the part of its subtree on the same screen, parents first.
    func forEachNodeOnScreen(_ visit: (ViewNode) -> Void) {
        visit(self)
        for child in children where child.screenIsVisible == nil {
            child.forEachNodeOnScreen(visit)
        }
    }

    // MARK: - Showing

    /// The UIKit views that show this node and its subtree.
    func assembledViews() -> [UIView] {
        switch display {
        case .transparent:
            let views = children.filter { !$0.isOffScreen }.flatMap { $0.assembledViews() }
            if let identifier = traits.accessibilityIdentifier {
                views.first?.accessibilityIdentifier = identifier
            }
            return views
        case let .leaf(view):
            view.accessibilityIdentifier = traits.accessibilityIdentifier ?? view.accessibilityIdentifier
            return [view]
        case let .embedded(screen):
            screen.refresh()
            return [screen.view]
        case let .stack(stack):
            let arranged = children.filter { !$0.isOffScreen }.flatMap { $0.assembledViews() }
            guard !arranged.elementsEqual(stack.arrangedSubviews, by: ===) || arranged.contains(where: { $0.superview !== stack }) else { return [stack] }
            for view in stack.arrangedSubviews {
                stack.removeArrangedSubview(view)
                view.removeFromSuperview()
            }
            arranged.forEach(stack.addArrangedSubview)
            return [stack]
        }
    }

    /// The texts of the labels in the subtree, for a button's title.
    func texts() -> [String] {
        if case let .leaf(label as UILabel) = display {
            return label.text.map { [$0] } ?? []
        }
        return children.flatMap { $0.texts() }
    }

    /// The views a container such as `TabView` shows as its items: this node, or when it only
    /// arranges others (a tuple, a `ForEach`), the items among its children.
    func itemNodes() -> [ViewNode] {
        isStructural ? children.flatMap { $0.itemNodes() } : [self]
    }

    /// The controllers of the embedded nodes in this screen, such as a navigation stack's.
    func embeddedScreens() -> [any EmbeddedScreen] {
        var found: [any EmbeddedScreen] = []
        collectEmbeddedScreens(into: &found)
        return found
    }

    private func collectEmbeddedScreens(into found: inout [any EmbeddedScreen]) {
        if case let .embedded(screen) = display {
            found.append(screen)
            return
        }
        for child in children where child.screenIsVisible == nil {
            child.collectEmbeddedScreens(into: &found)
        }
    }

    /// The first trait value found on this screen, parents first, such as the navigation title.
    func firstTrait<Value>(_ value: (ViewTraits) -> Value?) -> Value? {
        if let found = value(traits) {
            return found
        }
        if case .embedded = display {
            return nil
        }
        for child in children where child.screenIsVisible == nil {
            if let found = child.firstTrait(value) {
                return found
            }
        }
        return nil
    }

    /// Where a child sits among its parent's children, and the type of the view it shows: a child
    /// keeps its node, and its state, while both stay the same.
    private struct ChildKey: Hashable {
        /// The child's place, such as "body", "root" or "page:1:…".
        let place: String
        /// The type of the view shown there.
        let type: ObjectIdentifier
    }
}
