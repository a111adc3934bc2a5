import Kata
@testable import PathCoordinator

/// Mutant: the phone screen guards against a double tap with a flag in its `@State` that
/// nothing resets, so after Back, Send Code does nothing. It shows only on the second Send Code.
enum SendCodeGuardNeverReset {
    /// The phone screen, with the mistake.
    struct PhoneView: View {
        let coordinator: AuthCoordinator
        @State private var phone = ""
        @State private var sent = false

        var body: some View {
            VStack {
                Text("What's your phone number?")
                TextField("Phone number", text: $phone)
                Button("Send Code") {
                    guard !sent else { return }
                    sent = true
                    coordinator.navigate(to: .code(phone: phone))
                }
                Button("Help") {
                    coordinator.navigate(to: .help)
                }
            }
        }
    }
}
