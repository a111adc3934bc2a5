import Foundation
import Kata
import Observation

/// A correct design the grader must accept, written from the lesson alone: the flow's coordinator
/// keeps a `NavigationPath` (saved through its `codable` form) and reports completion to a weak
/// delegate, which the app coordinator is.
enum NavigationPathBaseline {}

extension NavigationPathBaseline {
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

    /// What the sign-in flow tells the object that started it.
    @MainActor
    protocol AuthCoordinatorDelegate: AnyObject {
        /// The user has accepted the terms: the flow is over.
        func authCoordinatorDidFinish(_ coordinator: AuthCoordinator)
    }

    /// Runs the sign-in flow: owns a type-erased navigation path, and tells its delegate when the
    /// user has signed in.
    @MainActor
    @Observable
    final class AuthCoordinator {
        /// The screens above the phone screen, bottom first.
        var path = NavigationPath()

        /// Hears when the flow ends; weak, so the flow never keeps its parent alive.
        @ObservationIgnored weak var delegate: (any AuthCoordinatorDelegate)?

        /// Shows `route` on top of the current screen.
        func navigate(to route: AuthRoute) {
            path.append(route)
        }

        /// Shows the last of `routes` with the others under it, in one step.
        func show(_ routes: [AuthRoute]) {
            path = NavigationPath(routes)
        }

        /// Reports that the user has signed in.
        func complete() {
            delegate?.authCoordinatorDidFinish(self)
        }

        /// The path, encoded through its codable representation for state restoration.
        func encodedPath() -> Data? {
            guard let representation = path.codable else { return nil }
            return try? JSONEncoder().encode(representation)
        }

        /// Puts back a path saved by ``encodedPath()``.
        func restorePath(from data: Data) {
            guard let representation = try? JSONDecoder().decode(
                NavigationPath.CodableRepresentation.self, from: data
            ) else { return }
            path = NavigationPath(representation)
        }
    }

    /// The root of the app: runs the sign-in flow as a child while the user is signed out, and
    /// lets go of it when the flow tells its delegate that it is over.
    @MainActor
    @Observable
    final class AppCoordinator: AuthCoordinatorDelegate {
        /// The sign-in flow while it runs; `nil` once the user has signed in.
        private(set) var auth: AuthCoordinator?

        /// Starts signed out, in the sign-in flow.
        init() {
            let auth = AuthCoordinator()
            auth.delegate = self
            self.auth = auth
        }

        /// Opens a sign-in link: the flow shows the link's screen, however deep. Signed in, or
        /// for a link the flow does not know, nothing changes.
        func open(_ url: URL) {
            guard let routes = AuthRoute.path(for: url) else { return }
            auth?.show(routes)
        }

        /// Lets go of the finished flow, which swaps the app over to Home.
        func authCoordinatorDidFinish(_ coordinator: AuthCoordinator) {
            guard coordinator === auth else { return }
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

    /// The sign-in flow on screen: a stack bound both ways to the coordinator's path.
    struct AuthFlowView: View {
        @Bindable var coordinator: AuthCoordinator

        var body: some View {
            NavigationStack(path: $coordinator.path) {
                PhoneView(coordinator: coordinator)
                    .navigationDestination(for: AuthRoute.self) { route in
                        switch route {
                        case let .code(phone):
                            CodeView(phone: phone, coordinator: coordinator)
                        case .terms:
                            TermsView(coordinator: coordinator)
                        case .help:
                            HelpView()
                        }
                    }
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
                    coordinator.navigate(to: .code(phone: phone))
                }
                Button("Help") {
                    coordinator.navigate(to: .help)
                }
            }
            .navigationTitle("Sign In")
        }
    }

    /// The user types the code sent to their phone.
    struct CodeView: View {
        let phone: String
        let coordinator: AuthCoordinator
        @State private var code = ""

        var body: some View {
            VStack {
                Text("Enter the code we sent to \(phone)")
                TextField("Code", text: $code)
                Button("Verify") {
                    coordinator.navigate(to: .terms)
                }
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
                    coordinator.complete()
                }
            }
            .navigationTitle("Terms")
        }
    }

    /// Help about the code: shown on top of the phone screen, left with Back.
    struct HelpView: View {
        /// The help article's address on the web site: a path, and no navigation one.
        private let path = "help/receiving-the-code"

        var body: some View {
            VStack {
                Text("Need help?")
                Text("We text a six-digit code to the number you type. It can take a minute to arrive.")
                Text("More at katas.example/\(path)")
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
