import Kata
@testable import PathCoordinator

/// Mutant: the phone screen keeps the first number a code went to in its `@State` and sends
/// that one again, so after Back and another number the code screen shows the old one. It
/// shows only on the second Send Code.
enum StaleNumberAfterBack {
    /// The phone screen, with the mistake.
    struct PhoneView: View {
        let coordinator: AuthCoordinator
        @State private var phone = ""
        @State private var sentTo: String?

        var body: some View {
            VStack {
                Text("What's your phone number?")
                TextField("Phone number", text: $phone)
                Button("Send Code") {
                    let number = sentTo ?? phone
                    sentTo = number
                    coordinator.navigate(to: .code(phone: number))
                }
                Button("Help") {
                    coordinator.navigate(to: .help)
                }
            }
        }
    }
}
