import Foundation
import Kata
import Observation

/// A correct design the grader must accept, with the choices lesson 5 leaves open made the other
/// way: the flow view keeps a `@State` copy of the coordinator's path, kept in step both ways with
/// `onChange`; Verify is a `NavigationLink(value:)`; and Send Code does nothing while no number is
/// typed.
enum MirroredPathBaseline {}

extension MirroredPathBaseline {
    /// A screen of the sign-in flow above the phone screen, with the data that screen shows.
    enum AuthRoute: Hashable, Codable {
        /// The screen where the user types the code sent to `phone`.
        case code(phone: String)
        /// The terms the user accepts to finish signing in.
        case terms
        /// Help about receiving the code.
        case help

        /// The path a sign-in link opens, or `nil` for a link the flow does not know.
        ///
        /// ```
        /// katas://sign-in/code?phone=555-0100   ->  [.code(phone: "555-0100")]
        /// katas://sign-in/terms?phone=555-0100  ->  [.code(phone: "555-0100"), .terms]
        /// katas://sign-in/help                  ->  [.help]
        /// ```
        static func path(for url: URL) -> [AuthRoute]? {
            guard url.scheme == "katas", url.host == "sign-in" else { return nil }
            let phone = URLComponents(url: url, resolvingAgainstBaseURL: false)?
                .queryItems?.first { $0.name == "phone" }?.value
            switch (url.path, phone) {
            case let ("/code", phone?) where !phone.isEmpty:
                return [.code(phone: phone)]
            case let ("/terms", phone?) where !phone.isEmpty:
                return [.code(phone: phone), .terms]
            case ("/help", _):
                return [.help]
            default:
                return nil
            }
        }
    }

    /// Runs the sign-in flow: the only writer of its path but for the stack's own Back and links.
    @MainActor
    @Observable
    final class AuthCoordinator {
        /// The screens above the phone screen, bottom first.
        private(set) var path: [AuthRoute] = []

        /// Called once the user has accepted the terms; given by the parent that starts the flow.
        private let onComplete: @MainActor () -> Void

        /// Makes a flow that calls `onComplete` when the user has signed in.
        init(onComplete: @escaping @MainActor () -> Void) {
            self.onComplete = onComplete
        }

        /// The user asked for a code for `phone`: show the code screen for that number.
        func sendCode(to phone: String) {
            path.append(.code(phone: phone))
        }

        /// The user asked for help: show it on top of the current screen.
        func showHelp() {
            path.append(.help)
        }

        /// The user accepted the terms: sign-in is over, so tell the parent.
        func termsAccepted() {
            onComplete()
        }

        /// Takes the path the navigation stack wrote after the user's Back or back swipe.
        func stackDidChange(to newPath: [AuthRoute]) {
            guard newPath != path else { return }
            path = newPath
        }

        /// Shows the last of `routes` with the others under it, in one step.
        func show(_ routes: [AuthRoute]) {
            path = routes
        }

        /// The path, encoded for state restoration.
        func encodedPath() -> Data? {
            try? JSONEncoder().encode(path)
        }

        /// Puts back a path saved by ``encodedPath()``.
        func restorePath(from data: Data) {
            guard let saved = try? JSONDecoder().decode([AuthRoute].self, from: data) else { return }
            path = saved
        }
    }

    /// The root of the app: runs the sign-in flow as a child while the user is signed out, and
    /// lets go of it once they have signed in.
    @MainActor
    @Observable
    final class AppCoordinator {
        /// The sign-in flow while it runs; `nil` once the user has signed in.
        private(set) var auth: AuthCoordinator?

        /// Starts signed out, in a sign-in flow that hands control back through a weak closure.
        init() {
            auth = AuthCoordinator(onComplete: { [weak self] in
                self?.auth = nil
            })
        }

        /// Opens a sign-in link: the flow shows the link's screen, however deep. Signed in, or
        /// for a link the flow does not know, nothing changes.
        func open(_ url: URL) {
            guard let routes = AuthRoute.path(for: url) else { return }
            auth?.show(routes)
        }
    }

    /// The app's root view: the sign-in flow while it runs, Home once the app has let go of it.
    struct AppView: View {
        let app: AppCoordinator

        var body: some View {
            if let auth = app.auth {
                AuthFlowView(coordinator: auth)
            } else {
                HomeView()
            }
        }
    }

    /// The sign-in flow on screen: a stack on a copy of the coordinator's path, kept in step with
    /// it both ways.
    struct AuthFlowView: View {
        let coordinator: AuthCoordinator
        @State private var path: [AuthRoute]

        init(coordinator: AuthCoordinator) {
            self.coordinator = coordinator
            _path = State(initialValue: coordinator.path)
        }

        var body: some View {
            NavigationStack(path: $path) {
                PhoneView(coordinator: coordinator)
                    .navigationDestination(for: AuthRoute.self) { route in
                        switch route {
                        case let .code(phone):
                            CodeView(phone: phone)
                        case .terms:
                            TermsView(coordinator: coordinator)
                        case .help:
                            HelpView()
                        }
                    }
            }
            .onChange(of: path) { _, newPath in
                coordinator.stackDidChange(to: newPath)
            }
            .onChange(of: coordinator.path) { _, newPath in
                path = newPath
            }
        }
    }

    /// The first screen: the user types a phone number and asks for a code, or for help.
    struct PhoneView: View {
        let coordinator: AuthCoordinator
        @State private var phone = ""

        var body: some View {
            VStack {
                Text("What's your phone number?")
                TextField("Phone number", text: $phone)
                Button("Send Code") {
                    guard !phone.isEmpty else { return }
                    coordinator.sendCode(to: phone)
                }
                Button("Help") {
                    coordinator.showHelp()
                }
            }
            .navigationTitle("Sign In")
        }
    }

    /// The user types the code sent to their phone; Verify links to the terms.
    struct CodeView: View {
        let phone: String
        @State private var code = ""

        var body: some View {
            VStack {
                Text("Enter the code we sent to \(phone)")
                TextField("Code", text: $code)
                NavigationLink("Verify", value: AuthRoute.terms)
            }
            .navigationTitle("Code")
        }
    }

    /// The last screen of sign-in: accepting the terms signs the user in.
    struct TermsView: View {
        let coordinator: AuthCoordinator

        var body: some View {
            VStack {
                Text("Terms of use")
                Text("Be kind to the other people here.")
                Button("Accept") {
                    coordinator.termsAccepted()
                }
            }
            .navigationTitle("Terms")
        }
    }

    /// Help about the code: shown on top of the phone screen, left with Back.
    struct HelpView: View {
        var body: some View {
            VStack {
                Text("Need help?")
                Text("We text a six-digit code to the number you type. It can take a minute to arrive.")
            }
            .navigationTitle("Help")
        }
    }

    /// What a signed-in user sees.
    struct HomeView: View {
        var body: some View {
            VStack {
                Text("Welcome!")
                Text("You are signed in.")
            }
        }
    }

    /// The app, as iOS launches it: one window showing ``AppView``, and sign-in links the user
    /// opens handed to the app coordinator.
    struct AuthApp: App {
        @State private var app = AppCoordinator()

        var body: some Scene {
            WindowGroup {
                AppView(app: app)
                    .onOpenURL { url in
                        app.open(url)
                    }
            }
        }
    }
}
