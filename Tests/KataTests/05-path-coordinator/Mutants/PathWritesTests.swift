import Foundation
import Testing

/// The scan behind check 3: which lines of views change a path, and which do not.
@Suite("Grading helpers of kata 5: finding views that change the path")
struct PathWritesTests {
    /// Writes `files` (name to text) into a new folder and scans them.
    private func writes(in files: [String: String]) throws -> [PathWrites.Write] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("path-writes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let paths = try files.keys.sorted().map { name in
            let url = folder.appendingPathComponent(name)
            try files[name, default: ""].write(to: url, atomically: true, encoding: .utf8)
            return url.path
        }
        return PathWrites.inViews(of: paths, relativeTo: folder.path)
    }

    @Test("A view that hands the stack a Binding(get:set:) forwarding to the coordinator's path changes nothing itself; a button that assigns it does")
    func bindingForwards() throws {
        let found = try writes(in: ["Flow.swift": """
            struct AuthFlowView: View {
                let coordinator: AuthCoordinator
                var body: some View {
                    NavigationStack(path: Binding(get: { coordinator.path }, set: { coordinator.path = $0 })) {
                        PhoneView()
                    }
                    NavigationStack(path: Binding(
                        get: { coordinator.path },
                        set: { newPath in
                            coordinator.path = newPath
                        }
                    )) {
                        Button("Reset") { coordinator.path = [] }
                    }
                }
            }
            final class AuthCoordinator {
                var path: [AuthRoute] = []
            }
            """])
        #expect(found.map(\.site) == ["Flow.swift:13"])
    }

    @Test("A view that mirrors the coordinator's path in a @State copy, synced both ways with onChange, changes nothing itself")
    func mirroredPath() throws {
        let found = try writes(in: ["Flow.swift": """
            struct AuthFlowView: View {
                let coordinator: AuthCoordinator
                @State private var path: [AuthRoute] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        Button("Help") { path.append(.help) }
                    }
                    .onAppear { path = coordinator.path }
                    .onChange(of: coordinator.path) { _, new in
                        if path != new { path = new }
                    }
                    .onChange(of: path) { _, new in
                        if coordinator.path != new { coordinator.path = new }
                    }
                }
            }
            final class AuthCoordinator {
                var path: [AuthRoute] = []
            }
            """])
        #expect(found.map(\.site) == ["Flow.swift:6"], "only the button's own append is a change")
    }

    @Test("Appending, assigning, removing and subscripting a path in a view are changes; in a coordinator they are not")
    func changes() throws {
        let found = try writes(in: ["Screens.swift": """
            struct PhoneView: View {
                @Binding var path: [AuthRoute]
                var body: some View {
                    Button("A") { coordinator.path.append(.help) }
                    Button("B") { path = [] }
                    Button("C") { path.removeLast() }
                    Button("D") { coordinator.path[0] = .terms }
                    Button("E") { path += [.help] }
                }
            }
            final class Coordinator {
                var path: [AuthRoute] = []
                func go() { path.append(.help) }
            }
            """])
        #expect(found.map(\.site) == ["Screens.swift:4", "Screens.swift:5", "Screens.swift:6", "Screens.swift:7", "Screens.swift:8"])
        #expect(found.allSatisfy { $0.type == "PhoneView" })
        #expect(found.first?.code == "Button(\"A\") { coordinator.path.append(.help) }")
    }

    @Test("Binding, reading and comparing a path, and comments, are not changes")
    func notChanges() throws {
        let found = try writes(in: ["Flow.swift": """
            struct FlowView: View {
                var body: some View {
                    NavigationStack(path: $coordinator.path) { Text("\\(coordinator.path.count)") }
                        .disabled(coordinator.path == [])
                    // coordinator.path.append(.help) is what a view must not do
                    let subpath = []
                }
            }
            """])
        #expect(found.isEmpty)
    }

    @Test("A view's @Binding of routes or of a NavigationPath counts as the path, whatever its name")
    func bindingsByOtherNames() throws {
        let found = try writes(in: ["CodeView.swift": """
            struct CodeView: View {
                @Binding var stack: [AuthRoute]
                @Binding private var other: NavigationPath
                @Binding var name: String
                var body: some View {
                    Button("Verify") { stack.append(.terms) }
                    Button("Reset") { other = NavigationPath() }
                    Button("Rename") { name = "x" }
                }
            }
            """])
        #expect(found.map(\.site) == ["CodeView.swift:6", "CodeView.swift:7"])
    }

    @Test("An extension of a view in another file is a view too")
    func extensionElsewhere() throws {
        let found = try writes(in: [
            "CodeView.swift": "struct CodeView: View {\n    @Binding var path: NavigationPath\n    var body: some View { EmptyView() }\n}\n",
            "CodeView+Actions.swift": "extension CodeView {\n    func verify() {\n        path.append(.terms)\n    }\n}\n",
        ])
        #expect(found.map(\.site) == ["CodeView+Actions.swift:3"])
    }

    @Test("A property named path that is not the navigation path is no change: a help article's path, a view's own string")
    func pathByNameOnly() throws {
        let found = try writes(in: ["Help.swift": """
            final class AuthCoordinator {
                var path: [AuthRoute] = []
            }
            struct Article {
                var path: String
            }
            struct HelpView: View {
                private let path = "help/receiving-the-code"
                @State private var draft = Article(path: "")
                var body: some View {
                    Button("A") { draft.path = path }
                    Button("B") { self.draft.path = "help/other" }
                }
            }
            struct SearchView: View {
                @State private var path = ""
                var body: some View {
                    Button("Go") { path = "help/search" }
                    Button("Clear") { self.path = "" }
                }
            }
            """])
        #expect(found.isEmpty, "\(found.map(\.code))")
    }

    @Test("The navigation path is known by its type, whatever its name, through any receiver, optional or not")
    func pathByType() throws {
        let found = try writes(in: ["Flow.swift": """
            final class AuthCoordinator {
                var routes = NavigationPath()
            }
            struct CodeView: View {
                weak var flow: AuthCoordinator?
                @State private var stack: Array<AuthRoute> = []
                var body: some View {
                    Button("A") { flow?.routes.append(AuthRoute.terms) }
                    Button("B") { self.stack = [] }
                    Button("C") { stack.removeLast() }
                }
            }
            """])
        #expect(found.map(\.site) == ["Flow.swift:8", "Flow.swift:9", "Flow.swift:10"])
    }

    @Test("A receiver whose type the scan cannot read is judged by the name, unless that name is also something else: the benefit of the doubt")
    func unknownReceivers() throws {
        let found = try writes(in: ["Views.swift": """
            final class AuthCoordinator {
                var path: [AuthRoute] = []
                var routes: [AuthRoute] = []
            }
            struct Article {
                var path: String
            }
            struct HelpView: View {
                func update(_ article: inout Article) { article.path = "help/x" }
                func go(_ flow: AuthCoordinator) { flow.routes.append(.help) }
            }
            struct CodeView: View {
                let coordinator: any AuthFlowing
                var body: some View {
                    Button("A") { coordinator.routes.removeLast() }
                }
            }
            struct TermsView: View {
                var coordinator: Optional<AuthCoordinator>
                var body: some View {
                    Button("B") { coordinator!.path = [] }
                }
            }
            """])
        #expect(found.map(\.site) == ["Views.swift:10", "Views.swift:15", "Views.swift:21"], "\(found.map(\.code))")
    }
}
