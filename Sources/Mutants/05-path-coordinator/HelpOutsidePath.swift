import Kata
@testable import PathCoordinator

/// Mutant: the phone screen's Help is a `NavigationLink` with a destination view, so Help is
/// pushed outside the path: it shows, and Back leaves it, but a link or a restored path never
/// sees it.
enum HelpOutsidePath {
    /// The phone screen, with the mistake.
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
                NavigationLink("Help") {
                    HelpView()
                }
            }
        }
    }
}
