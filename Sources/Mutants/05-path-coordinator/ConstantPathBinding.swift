import Kata
@testable import PathCoordinator

/// Mutant: the stack is handed a constant binding of the path (what compiles when the
/// coordinator is a plain `let`), so Back pops the screen but never shrinks the path: the next
/// push lands on a stale path.
enum ConstantPathBinding {
    /// The flow view, with the mistake.
    struct FlowView: View {
        let coordinator: AuthCoordinator

        var body: some View {
            NavigationStack(path: .constant(coordinator.path)) {
                PhoneView(coordinator: coordinator)
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
}
