/// A button that adds a value to the path of the navigation stack it is in, which then shows
/// the screen its `navigationDestination(for:)` declares for that value.
///
/// ```swift
/// NavigationLink("Terms", value: AuthRoute.terms)
/// ```
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    let value: AnyHashable?
    var destination: AnyView?
    /// For a link made with `isActive`: whether its destination is pushed.
    var isActive: Binding<Bool>?
    let site: CallSite

    /// The model shows this view itself and never asks for its body, which is empty.
    public var body: EmptyView {
        EmptyView()
    }
}

extension NavigationLink where Destination == Never {
    /// Creates a link whose label is any view; a `nil` value disables it.
    public init<P: Hashable>(
        value: P?,
        @ViewBuilder label: () -> Label,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.label = label()
        self.value = Self.erase(value)
        site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

extension NavigationLink {
    /// Creates a link that pushes a view, whatever the stack's path; a label of any view.
    public init(
        destination: Destination,
        @ViewBuilder label: () -> Label,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.label = label()
        value = nil
        self.destination = AnyView(destination)
        site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Creates a link that pushes a view, both made by builders.
    public init(
        @ViewBuilder destination: () -> Destination,
        @ViewBuilder label: () -> Label,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.init(destination: destination(), label: label, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

extension NavigationLink {
    /// Creates a link that pushes a view while `isActive` is true, as links did before iOS 16:
    /// the user's tap sets it, a coordinator may set it, and Back clears it. A link whose label
    /// shows nothing (`EmptyView`, to be driven by the flag alone) cannot be tapped.
    @available(iOS, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init(
        destination: Destination,
        isActive: Binding<Bool>,
        @ViewBuilder label: () -> Label,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.init(destination: destination, label: label, fileID: fileID, filePath: filePath, line: line, column: column)
        self.isActive = isActive
    }
}

extension NavigationLink {
    /// Creates a link that pushes a view made by a builder while `isActive` is true.
    @available(iOS, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init(
        isActive: Binding<Bool>,
        @ViewBuilder destination: () -> Destination,
        @ViewBuilder label: () -> Label,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.init(destination: destination(), isActive: isActive, label: label, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

extension NavigationLink where Label == Text {
    /// Creates a link titled with a string literal that pushes a view while `isActive` is true.
    @available(iOS, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init(
        _ titleKey: LocalizedStringKey,
        destination: Destination,
        isActive: Binding<Bool>,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.init(destination: destination, isActive: isActive, label: { Text(titleKey) }, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Creates a link titled with a string literal that pushes a view.
    public init(
        _ titleKey: LocalizedStringKey,
        @ViewBuilder destination: () -> Destination,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.init(destination: destination(), label: { Text(titleKey) }, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Creates a link titled with a string that pushes a destination view.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S,
        @ViewBuilder destination: () -> Destination,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.init(destination: destination(), label: { Text(title) }, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// Creates a link titled with a string literal; a `nil` value disables it.
    public init<P: Hashable>(
        _ titleKey: LocalizedStringKey,
        value: P?,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        label = Text(titleKey)
        self.value = Self.erase(value)
        site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Creates a link titled with a string; a `nil` value disables it.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(
        _ title: S,
        value: P?,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        label = Text(title)
        self.value = Self.erase(value)
        site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

extension NavigationLink {
    /// The link's value as the path receives it.
    private static func erase<P: Hashable>(_ value: P?) -> AnyHashable? {
        guard let value else { return nil }
        return AnyHashable(value)
    }
}

extension NavigationLink: BuiltInView {
    func render(in node: ViewNode) {
        if let isActive, let destination {
            renderActiveLink(isActive: isActive, destination: destination, in: node)
            return
        }
        let labelNode = node.child("label", label)
        let (value, destination, site, action) = (self.value, self.destination, self.site, node.environment.navigationLinkAction)
        let (selection, didSelect) = (node.environment.listSelection, node.environment.listDidSelect)
        node.traits.linkValue = value
        node.display = .leaf(ControlViews.button(in: node, titledBy: labelNode, isEnabled: node.environment.isEnabled && (value != nil || destination != nil), site: site) {
            if let destination, let action {
                action.push(destination)
            } else if let value, let action {
                guard let problem = action.append(value) else { return }
                guard let selection else {
                    ModelReporting.report(ModelReport(kind: .misuse, message: problem, callSite: site))
                    return
                }
                selection.select(value)
                didSelect?()
            } else if let value, let selection {
                selection.select(value)
                didSelect?()
            } else {
                ModelReporting.report(ModelReport(kind: .misuse, message: "A NavigationLink was tapped outside any NavigationStack, so nothing happened. SwiftUI does the same, silently. Put the link inside a NavigationStack's root or one of its screens.", callSite: site))
            }
        })
    }
}

extension NavigationLink {
    /// A link made with `isActive`: it pushes its destination while the flag is true, as
    /// `navigationDestination(isPresented:)` does, and the user's tap sets the flag.
    private func renderActiveLink(isActive: Binding<Bool>, destination: AnyView, in node: ViewNode) {
        let presenting = PresentedDestinationModifier(
            presentedID: { isActive.wrappedValue ? AnyHashable(true) : nil },
            destination: { destination },
            clear: { isActive.wrappedValue = false }
        )
        let labelNode = node.child("label", label)
        presenting.render(EmptyView(), in: node)
        guard !labelNode.texts().isEmpty || !(label is EmptyView) else { return }
        node.display = .leaf(ControlViews.button(in: node, titledBy: labelNode, isEnabled: node.environment.isEnabled, site: site) {
            isActive.wrappedValue = true
        })
    }
}
