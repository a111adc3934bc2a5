import Kata

/// The sign-in flow on screen: a navigation stack bound to the coordinator's path, with a
/// destination for every route.
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
