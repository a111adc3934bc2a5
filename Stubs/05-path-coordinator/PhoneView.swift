import Kata

/// The first screen: the user types a phone number and asks for a code, or for help.
struct PhoneView: View {
    let coordinator: AuthCoordinator
    @State private var phone = ""

    var body: some View {
        VStack {
            Text("What's your phone number?")
            TextField("Phone number", text: $phone)
            Button("Send Code") {
                // TODO (task 1): ask the coordinator for the code screen, for the number typed.
            }
            Button("Help") {
                // TODO (task 1): ask the coordinator for help.
            }
        }
        .navigationTitle("Sign In")
    }
}
