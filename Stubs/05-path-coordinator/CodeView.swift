import Kata

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
                // TODO (task 1): ask the coordinator for the terms.
            }
        }
        .navigationTitle("Code")
    }
}
