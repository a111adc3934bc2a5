import Kata

/// The first screen: the user types a phone number and asks for a code, or for help.
struct PhoneView: View {
    // TODO (task 1): what this screen needs to ask for the next step: the coordinator, or
    // closures the flow view sets.
    @State private var phone = ""

    var body: some View {
        VStack {
            Text("What's your phone number?")
            TextField("Phone number", text: $phone)
            Button("Send Code") {
                // TODO (task 1): ask for the code screen, for the number typed.
            }
            Button("Help") {
                // TODO (task 1): ask for help.
            }
        }
        .navigationTitle("Sign In")
    }
}
