import Kata

/// Help about the code: shown on top of the phone screen, left with Back.
struct HelpView: View {
    var body: some View {
        VStack {
            Text("Need help?")
            Text("We text a six-digit code to the number you type. It can take a minute to arrive.")
        }
        .navigationTitle("Help")
    }
}
