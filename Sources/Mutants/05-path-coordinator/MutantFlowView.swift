import Kata
@testable import PathCoordinator

/// The reference flow view over a phone screen a mutant chooses: a stack bound to the
/// coordinator's path, with the reference destination for every route.
struct MutantFlowView<Phone: View>: View {
    @Bindable var coordinator: AuthCoordinator
    /// The phone screen, with the mutant's mistake.
    let phone: (AuthCoordinator) -> Phone

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            phone(coordinator)
                .navigationDestination(for: AuthRoute.self) { route in
                    switch route {
                    case let .code(phone): CodeView(phone: phone, coordinator: coordinator)
                    case .terms: TermsView(coordinator: coordinator)
                    case .help: HelpView()
                    }
                }
        }
    }
}
