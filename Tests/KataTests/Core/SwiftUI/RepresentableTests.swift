import Foundation
import Kata
import Testing

/// A UIKit screen a SwiftUI flow shows in a sheet, as apps wrap Safari or mail composers.
private final class ComposerViewController: UIViewController {
    var onSend: () -> Void = {}
    var subject = "" {
        didSet { subjectLabel.text = subject }
    }
    private let subjectLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        let send = UIButton(type: .system)
        send.setTitle("Send", for: .normal)
        send.addAction(UIAction { [weak self] _ in self?.onSend() }, for: .touchUpInside)
        view.addSubview(subjectLabel)
        view.addSubview(send)
    }
}

private struct Composer: UIViewControllerRepresentable {
    let subject: String
    let onSend: () -> Void

    func makeUIViewController(context: Context) -> ComposerViewController {
        let composer = ComposerViewController()
        composer.onSend = context.coordinator.send
        return composer
    }

    func updateUIViewController(_ composer: ComposerViewController, context: Context) {
        composer.subject = subject
    }

    func makeCoordinator() -> Sender {
        Sender(onSend: onSend)
    }

    @MainActor
    final class Sender {
        let send: () -> Void

        init(onSend: @escaping () -> Void) {
            send = onSend
        }
    }
}

private struct Badge: UIViewRepresentable {
    let count: Int

    func makeUIView(context: Context) -> UILabel {
        UILabel()
    }

    func updateUIView(_ label: UILabel, context: Context) {
        label.text = "\(count) new"
    }
}

private struct Rating: Identifiable {
    let id: Int
}

private struct InboxView: View {
    @State private var composing = false
    @State private var sent = 0
    @State private var rating: Rating?

    var body: some View {
        VStack {
            Badge(count: sent)
            Button("Compose") { composing = true }
            Button("Rate") { rating = Rating(id: 5) }
        }
        .popover(item: $rating) { rating in
            Text("Rated \(rating.id)")
        }
        .sheet(isPresented: $composing) {
            Composer(subject: "Hello \(sent)") {
                sent += 1
                composing = false
            }
        }
    }
}

@MainActor
@Suite("SwiftUI: views that wrap UIKit")
struct RepresentableTests {
    /// Apple, "UIViewControllerRepresentable": SwiftUI calls `makeCoordinator()` and
    /// `makeUIViewController(context:)` once, and `updateUIViewController(_:context:)` "when the
    /// state of your app changes in a way that affects the view"; the controller is embedded in
    /// the SwiftUI hierarchy. "UIViewRepresentable": the same for a view.
    @Test("A wrapped UIKit controller in a sheet is made once, updated, and its button ends the sheet; a wrapped view shows its update")
    func wrappedController() {
        let user = launch(InboxView())
        #expect(user.visibleTexts == ["0 new"])
        user.tap("Compose")
        #expect(user.visibleTexts == ["Hello 0"])
        user.tap("Send")
        #expect(user.visibleTexts == ["1 new"])
        user.tap("Compose")
        #expect(user.visibleTexts == ["Hello 1"], "a new sheet makes a new controller with the new subject")
    }

    /// Apple, "popover(item:attachmentAnchor:arrowEdge:content:)": in a compact size class (an
    /// iPhone), the system adapts the popover to a sheet.
    @Test("A popover on iPhone is a sheet: shown for its item, swiped away, and the item cleared")
    func popoverIsASheet() {
        let user = launch(InboxView())
        user.tap("Rate")
        #expect(user.visibleTexts == ["Rated 5"])
        #expect(user.swipeDown())
        #expect(user.tappableLabels == ["Compose", "Rate"])
    }
}
