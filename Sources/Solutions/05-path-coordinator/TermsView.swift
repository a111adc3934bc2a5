import Kata

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
