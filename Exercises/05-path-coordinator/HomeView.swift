import Kata

/// What a signed-in user sees.
struct HomeView: View {
    var body: some View {
        VStack {
            Text("Welcome!")
            Text("You are signed in.")
        }
    }
}
