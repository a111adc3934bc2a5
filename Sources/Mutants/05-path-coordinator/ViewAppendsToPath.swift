import Kata
@testable import PathCoordinator

/// Mutant: the phone screen pushes the code screen by appending to the coordinator's path
/// itself, instead of asking the coordinator. Everything still works on screen; the view now
/// knows how the flow is built.
enum ViewAppendsToPath {
    /// This file, for the check that reads views' code.
    static let sourceFile = #filePath

    /// The phone screen, with the mistake.
    struct PhoneView: View {
        let coordinator: AuthCoordinator
        @State private var phone = ""

        var body: some View {
            VStack {
                Text("What's your phone number?")
                TextField("Phone number", text: $phone)
                Button("Send Code") {
                    coordinator.path.append(.code(phone: phone))
                }
                Button("Help") {
                    coordinator.navigate(to: .help)
                }
            }
        }
    }
}
