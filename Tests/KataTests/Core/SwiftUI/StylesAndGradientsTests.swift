import Foundation
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
        .mask { UnevenRoundedRectangle(topLeadingRadius: 12, topTrailingRadius: 12) }
        .blendMode(.multiply)
        .minimumScaleFactor(0.5)
    }
}

/// A receipt that shows when it was paid.
private struct ReceiptScreen: View {
    let paid: Date

    var body: some View {
        Text(paid, style: .date)
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

    /// Apple, "init(_:style:)" (Text: "Creates an instance that displays localized dates and
    /// times using a specific style"), `DateStyle.date`.
    @Test("A date shown in the date style reads as the date alone")
    func dateStyle() {
        let paid = Date(timeIntervalSince1970: 1_700_000_000)
        let user = launch(ReceiptScreen(paid: paid))
        #expect(user.visibleTexts == [paid.formatted(date: .long, time: .omitted)])
    }
}
