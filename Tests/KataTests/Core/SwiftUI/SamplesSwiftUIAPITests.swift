import Kata
import Testing

/// A screen whose hint overlay takes no touches until the user asks for it.
private struct HintedScreen: View {
    @State private var hintIsActive = false
    @State private var log: [String] = []

    var body: some View {
        NavigationStack {
            ZStack {
                Text(log.joined(separator: ", "))
                Button("Go") { log.append("go") }
                Button("Hint") { log.append("hint") }
                    .allowsHitTesting(hintIsActive)
            }
            .navigationTitle("Hints")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Activate") { hintIsActive = true }
                }
                ToolbarItem(placement: .secondaryAction) {
                    Button("Locked") { log.append("locked") }
                        .allowsHitTesting(false)
                }
            }
        }
    }
}

/// A cart whose checkout bar sits in the bottom safe area and whose filters sit in the top one.
private struct CartScreen: View {
    @State private var checkedOut = false

    var body: some View {
        Text(checkedOut ? "Ordered" : "2 items")
            .safeAreaInset(edge: .bottom, alignment: .center, spacing: 8) {
                Button("Checkout") { checkedOut = true }
            }
            .safeAreaInset(edge: .top) {
                Text("Filters")
            }
            .safeAreaPadding(.horizontal, 20)
            .contentShape(.interaction, Rectangle())
            .containerBackground(Color.blue, for: .navigation)
            .containerBackground(for: .navigation) {
                Text("Drawn, not shown")
            }
    }
}

/// A screen whose toolbar uses semantic placements and customizable items, and hides its bar.
private struct BrowserScreen: View {
    @State private var barIsHidden = false
    @State private var log: [String] = []

    var body: some View {
        NavigationStack {
            Text(log.joined(separator: ", "))
                .toolbar {
                    ToolbarItem(id: "back", placement: .navigation) {
                        Button("Back") { log.append("back") }
                    }
                    ToolbarItem(id: "share", placement: .secondaryAction, showsByDefault: true) {
                        Button("Share") { log.append("share") }
                    }
                    ToolbarItem(placement: .primaryAction) {
                        Button("Full Screen") { barIsHidden = true }
                    }
                }
                .toolbarVisibility(barIsHidden ? .hidden : .visible, for: .navigationBar)
        }
    }
}

@MainActor
@Suite("SwiftUI API of public samples: images in text, hit testing, safe-area insets, container backgrounds, toolbar placements")
struct SamplesSwiftUIAPITests {
    /// Apple, "Text" (`init(_ image: Image)`, "suitable for concatenating with other Text") and
    /// "LocalizedStringKey.StringInterpolation" (`appendInterpolation(_ image: Image)`): an image
    /// joins a text; the model's images show nothing the user reads, so only the words remain.
    /// "monospacedDigit()" (Text), "init(hue:saturation:brightness:opacity:)" (Color) and
    /// "repeatForever(autoreverses:)" (Animation) style and animate, which the model does not.
    @Test("Text(Image) joins other texts with +, and an image interpolated in a text adds no words")
    func imagesInText() {
        let user = launch(VStack {
            Text(Image(systemName: "star")) + Text(" Favourites")
            Text("\(Image(systemName: "cart")) Cart")
        })
        #expect(user.visibleTexts == [" Favourites", " Cart"])
        #expect(Text(Image("logo")) + Text("Shop") == Text("Shop"))
        #expect(Text("0:42").monospacedDigit() == Text("0:42"))
        #expect(Color(hue: 0.5, saturation: 1, brightness: 1) != Color(hue: 0.6, saturation: 1, brightness: 1))
        #expect(Animation.easeInOut.repeatForever(autoreverses: false) != .easeInOut)
    }

    /// Apple, "allowsHitTesting(_:)": "Configures whether this view participates in hit test
    /// operations"; a view that does not is on screen but takes no taps, in the toolbar too.
    @Test("A button under allowsHitTesting(false) is shown but cannot be tapped, until hit testing is back on")
    func hitTesting() {
        let user = launch(HintedScreen())
        #expect(user.tappableLabels.sorted() == ["Activate", "Go"])
        #expect(user.tap("Go"))
        #expect(user.tap("Activate"))
        #expect(user.tappableLabels.sorted() == ["Activate", "Go", "Hint"])
        #expect(user.tap("Hint"))
        #expect(user.visibleTexts == ["go, hint"])
    }

    /// Apple, "safeAreaInset(edge:alignment:spacing:content:)": "Shows the specified content
    /// above or below the modified view"; "containerBackground(_:for:)",
    /// "containerBackground(for:alignment:content:)", "contentShape(_:_:eoFill:)" and
    /// "safeAreaPadding(_:_:)" draw and lay out, which the model does not.
    @Test("Safe-area insets show their content beside the view, top first; backgrounds and shapes change nothing the user sees")
    func safeAreaInsets() {
        let user = launch(CartScreen())
        #expect(user.visibleTexts == ["Filters", "2 items"])
        #expect(user.tappableLabels == ["Checkout"])
        #expect(user.tap("Checkout"))
        #expect(user.visibleTexts == ["Filters", "Ordered"])
        #expect(ContentShapeKinds.interaction.union(.dragPreview).contains(.dragPreview))
        #expect(ContainerBackgroundPlacement.navigation != .tabView)
    }

    /// Apple, "ToolbarItemPlacement" (`navigation`: "navigation items appear in the leading edge
    /// of the navigation bar"; `secondaryAction`), "init(id:placement:content:)",
    /// "init(id:placement:showsByDefault:content:)" and "toolbarVisibility(_:for:)".
    @Test("Navigation items lead, secondary actions trail, customizable items show, and toolbarVisibility hides the bar")
    func toolbarPlacements() throws {
        let user = launch(BrowserScreen())
        let item = try #require(user.visibleViewController?.navigationItem)
        #expect(item.leftBarButtonItems?.compactMap(\.title) == ["Back"])
        #expect(item.rightBarButtonItems?.compactMap(\.title).sorted() == ["Full Screen", "Share"])
        #expect(user.tap("Back"))
        #expect(user.tap("Share"))
        #expect(user.visibleTexts == ["back, share"])
        #expect(user.tap("Full Screen"))
        #expect(user.visibleViewController?.navigationController?.isNavigationBarHidden == true)
    }
}
