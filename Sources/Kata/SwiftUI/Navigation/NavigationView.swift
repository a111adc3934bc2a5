/// The navigation container before iOS 16: on iPhone, a stack whose links push their
/// destinations; the model shows it as a `NavigationStack` of its own path.
///
/// ```swift
/// NavigationView {
///     List { NavigationLink("Settings", destination: SettingsView()) }
/// }
/// .navigationViewStyle(.stack)
/// ```
@available(iOS, deprecated: 16.0, message: "Use NavigationStack instead.")
public struct NavigationView<Content: View>: View {
    let content: Content
    let site: CallSite

    /// Creates a navigation view.
    public init(@ViewBuilder content: () -> Content, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) {
        self.content = content()
        site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The model shows this view itself and never asks for its body, which is empty.
    public var body: EmptyView {
        EmptyView()
    }
}

extension NavigationView: BuiltInView {
    func render(in node: ViewNode) {
        node.child("stack", NavigationStack<NavigationPath, Content>(root: content, path: nil, site: site))
    }
}
