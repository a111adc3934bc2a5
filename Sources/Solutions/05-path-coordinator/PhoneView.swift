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
                coordinator.navigate(to: .code(phone: phone))
            }
            Button("Help") {
                coordinator.navigate(to: .help)
            }
        }
        .navigationTitle("Sign In")
    }
}
