import Kata

/// The user types the code sent to their phone.
struct CodeView: View {
    let phone: String
    // TODO (task 1): what this screen needs to ask for the terms.
    @State private var code = ""

    var body: some View {
        VStack {
            Text("Enter the code we sent to \(phone)")
            TextField("Code", text: $code)
            Button("Verify") {
                // TODO (task 1): ask for the terms.
            }
        }
        .navigationTitle("Code")
    }
}
