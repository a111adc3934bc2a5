import Kata

/// The sign-in flow on screen.
struct AuthFlowView: View {
    let coordinator: AuthCoordinator

    var body: some View {
        // TODO (task 1): a NavigationStack bound to the coordinator's path, with a destination
        // for every route. (Task 2: a binding the stack can write to.)
        PhoneView()
    }
}
