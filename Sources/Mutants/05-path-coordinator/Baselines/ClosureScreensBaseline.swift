import Foundation
import Kata
import Observation

/// A correct design the grader must accept, written from the lesson alone: the screens take
/// closures and know nothing of coordinators or routes, the flow view wires them and binds the
/// stack through `Bindable(coordinator).path`, and the app coordinator starts the flow in a
/// `start` method its `init` calls.
enum ClosureScreensBaseline {}

extension ClosureScreensBaseline {
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

    /// Runs the sign-in flow: owns its path of routes, and reports to its parent through a
    /// closure when the user has signed in.
    @MainActor
    @Observable
    final class AuthCoordinator {
        /// The screens above the phone screen, bottom first.
        var path: [AuthRoute] = []

        /// Called once the user has accepted the terms.
        @ObservationIgnored var onComplete: (@MainActor () -> Void)?

        /// Shows `route` on top of the current screen.
        func navigate(to route: AuthRoute) {
            path.append(route)
        }

        /// Shows the last of `routes` with the others under it, in one step.
        func show(_ routes: [AuthRoute]) {
            path = routes
        }

        /// Reports that the user has signed in.
        func complete() {
            onComplete?()
        }

        /// The path, encoded for state restoration.
        func encodedPath() -> Data? {
            try? JSONEncoder().encode(path)
        }

        /// Puts back a path saved by ``encodedPath()``.
        func restorePath(from data: Data) {
            guard let saved = try? JSONDecoder().decode([AuthRoute].self, from: data) else { return }
            show(saved)
        }
    }

    /// The root of the app: starts the sign-in flow as a child while the user is signed out, and
    /// lets go of it once they have signed in.
    @MainActor
    @Observable
    final class AppCoordinator {
        /// The sign-in flow while it runs; `nil` once the user has signed in.
        private(set) var auth: AuthCoordinator?

        /// Starts signed out, in the sign-in flow.
        init() {
            startSignIn()
        }

        /// Opens a sign-in link: the flow shows the link's screen, however deep. Signed in, or
        /// for a link the flow does not know, nothing changes.
        func open(_ url: URL) {
            guard let routes = AuthRoute.path(for: url) else { return }
            auth?.show(routes)
        }

        /// Creates the sign-in flow and keeps it until it reports that it is over.
        private func startSignIn() {
            let auth = AuthCoordinator()
            auth.onComplete = { [weak self] in
                self?.signInDidFinish()
            }
            self.auth = auth
        }

        /// Lets go of the flow, its screens and their state; ``AppView`` shows Home then.
        private func signInDidFinish() {
            auth = nil
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

    /// The sign-in flow on screen, and the only place that turns the screens' events into
    /// requests to the coordinator.
    struct AuthFlowView: View {
        let coordinator: AuthCoordinator

        var body: some View {
            NavigationStack(path: Bindable(coordinator).path) {
                PhoneView(
                    onSendCode: { phone in coordinator.navigate(to: .code(phone: phone)) },
                    onHelp: { coordinator.navigate(to: .help) }
                )
                .navigationDestination(for: AuthRoute.self) { route in
                    destination(for: route)
                }
            }
        }

        /// The screen for `route`, wired to the coordinator.
        @ViewBuilder
        private func destination(for route: AuthRoute) -> some View {
            switch route {
            case let .code(phone):
                CodeView(phone: phone, onVerify: { coordinator.navigate(to: .terms) })
            case .terms:
                TermsView(onAccept: { coordinator.complete() })
            case .help:
                HelpView()
            }
        }
    }

    /// The first screen: the user types a phone number and asks for a code, or for help.
    struct PhoneView: View {
        /// Called with the number typed when the user asks for a code.
        let onSendCode: @MainActor (String) -> Void
        /// Called when the user asks for help.
        let onHelp: @MainActor () -> Void
        @State private var phone = ""

        var body: some View {
            VStack {
                Text("What's your phone number?")
                TextField("Phone number", text: $phone)
                Button("Send Code") {
                    onSendCode(phone)
                }
                Button("Help") {
                    onHelp()
                }
            }
            .navigationTitle("Sign In")
        }
    }

    /// The user types the code sent to their phone.
    struct CodeView: View {
        let phone: String
        /// Called when the user asks to verify the code.
        let onVerify: @MainActor () -> Void
        @State private var code = ""

        var body: some View {
            VStack {
                Text("Enter the code we sent to \(phone)")
                TextField("Code", text: $code)
                Button("Verify") {
                    onVerify()
                }
            }
            .navigationTitle("Code")
        }
    }

    /// The last screen of sign-in: accepting the terms signs the user in.
    struct TermsView: View {
        /// Called when the user accepts the terms.
        let onAccept: @MainActor () -> Void
        /// Where the full terms live on the web site, once the user asks: a path, and no navigation one.
        @State private var path = ""

        var body: some View {
            VStack {
                Text("Terms of use")
                Text("Be kind to the other people here.")
                Text(path)
                Button("Full Terms") {
                    path = "legal/terms-of-use"
                }
                Button("Accept") {
                    onAccept()
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
