import Kata
import Testing

/// A loading screen styled as samples style theirs: a gradient behind, a spinner, a glass button.
private struct LoadingScreen: View {
    @State private var loaded = false

    var body: some View {
        VStack {
            if loaded {
                Text("Loaded")
            } else {
                ProgressView("Loading")
                    .progressViewStyle(.circular)
            }
            Button("Reload") { loaded = true }
                .buttonStyle(.glass)
            Button("Cancel") {}
                .buttonStyle(.glassProminent)
        }
        .background(.linearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom))
        .dynamicTypeSize(.xSmall ... .accessibility2)
        .autocapitalization(.words)
        .overlay(LinearGradient(stops: [Gradient.Stop(color: .clear, location: 0)], startPoint: .top, endPoint: .bottom))
    }
}

@MainActor
@Suite("Progress styles, gradients, glass buttons and type-size ranges: kept, and nothing the user reads changes")
struct StylesAndGradientsTests {
    /// Apple, "progressViewStyle(_:)", "LinearGradient" ("The gradient applies the color function
    /// along an axis"), "linearGradient(colors:startPoint:endPoint:)", "glass" (iOS 26's button
    /// style), "dynamicTypeSize(_:)" ("Limits the Dynamic Type size … to within the specified
    /// range") and "autocapitalization(_:)": each draws, which the model does not, so the screen
    /// shows and taps as without them.
    @Test("A styled screen shows its texts and buttons, and taps as an unstyled one")
    func styledScreen() {
        let user = launch(LoadingScreen())
        #expect(user.tappableLabels.sorted() == ["Cancel", "Reload"])
        #expect(user.tap("Reload"))
        #expect(user.visibleTexts.contains("Loaded"))
        #expect(DynamicTypeSize.accessibility1.isAccessibilitySize && !DynamicTypeSize.xxxLarge.isAccessibilitySize)
        #expect(Gradient(colors: [.red, .blue]).stops.map(\.location) == [0, 1])
    }
}
