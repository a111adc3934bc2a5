import Kata

/// The last screen of sign-in: accepting the terms signs the user in.
struct TermsView: View {
    // TODO (task 1, since the flow view builds this screen): what it needs to say that sign-in
    // is complete (task 4 uses it).

    var body: some View {
        VStack {
            Text("Terms of use")
            Text("Be kind to the other people here.")
            Button("Accept") {
                // TODO (task 4): say that sign-in is complete.
            }
        }
        .navigationTitle("Terms")
    }
}
