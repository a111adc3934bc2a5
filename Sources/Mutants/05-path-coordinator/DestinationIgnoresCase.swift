import Kata
@testable import PathCoordinator

/// Mutant: the destination shows nothing for `.help` (a `default:` added while the enum grew),
/// so Help pushes an empty screen.
enum DestinationIgnoresCase {
    /// The flow view, with the mistake.
    struct FlowView: View {
        @Bindable var coordinator: AuthCoordinator

        var body: some View {
            NavigationStack(path: $coordinator.path) {
                PhoneView(coordinator: coordinator)
                    .navigationDestination(for: AuthRoute.self) { route in
                        switch route {
                        case let .code(phone): CodeView(phone: phone, coordinator: coordinator)
                        case .terms: TermsView(coordinator: coordinator)
                        default: EmptyView()
                        }
                    }
            }
        }
    }
}
