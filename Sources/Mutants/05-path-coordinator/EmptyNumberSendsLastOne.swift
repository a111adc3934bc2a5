import Kata
@testable import PathCoordinator

/// Mutant: the phone screen remembers the last number a code went to, and Send Code with the
/// field cleared sends that one again instead of the empty one (or waiting). Only a second
/// round shows it: a number, Send Code, Back, the field cleared, Send Code.
enum EmptyNumberSendsLastOne {
    /// The phone screen, with the mistake.
    struct PhoneView: View {
        let coordinator: AuthCoordinator
        @State private var phone = ""
        @State private var lastSent: String?

        var body: some View {
            VStack {
                Text("What's your phone number?")
                TextField("Phone number", text: $phone)
                Button("Send Code") {
                    let number = phone.isEmpty ? (lastSent ?? phone) : phone
                    lastSent = number
                    coordinator.navigate(to: .code(phone: number))
                }
                Button("Help") {
                    coordinator.navigate(to: .help)
                }
            }
        }
    }
}
