import Foundation
import Kata
import Testing

/// API public coordinator samples use that the model lacked, measured with only the import
/// swapped (MODEL-SAMPLES.md): each compiles with UIKit's and SwiftUI's signatures, and does
/// what Apple documents, or is inert where no flow needs it.
@MainActor
@Suite("Everyday API of public samples: signatures as Apple's, behaviour as documented")
struct CorpusAPITests {
    let reports = ModelReportLog()

    /// Apple, UIView `addGestureRecognizer(_:)`: "Attaches a gesture recognizer to the view";
    /// `gestureRecognizers`: "The gesture-recognizer objects currently attached to the view";
    /// UIGestureRecognizer `view`: "The view the gesture recognizer is attached to". A
    /// recognizer is attached to one view at a time, so adding it to another moves it.
    /// UIPanGestureRecognizer `setTranslation(_:in:)` "Sets the translation value in the
    /// coordinate system of the specified view", which `translation(in:)` then returns.
    /// Recognizers of your own need `#selector` targets, so here they never fire.
    @Test("Gesture recognizers are attached to one view at a time, and detached")
    func gestureRecognizers() {
        let first = UIView()
        let second = UIView()
        let tap = UITapGestureRecognizer()
        tap.numberOfTapsRequired = 2
        let pan = UIPanGestureRecognizer()
        #expect(first.gestureRecognizers == nil)
        first.addGestureRecognizer(tap)
        first.addGestureRecognizer(pan)
        #expect(first.gestureRecognizers?.count == 2)
        #expect(tap.view === first)
        second.addGestureRecognizer(tap)
        #expect(tap.view === second)
        #expect(first.gestureRecognizers?.map { $0 === pan } == [true], "moved, not shared")
        second.removeGestureRecognizer(tap)
        #expect(tap.view == nil)
        #expect(second.gestureRecognizers == nil)
        second.gestureRecognizers = [pan]
        #expect(pan.view === second && first.gestureRecognizers == nil, "setting the list takes each recognizer from its view")
        #expect(pan.state == .possible, "the model's user never drags a recognizer of yours")
        pan.setTranslation(CGPoint(x: 12, y: 0), in: first)
        #expect(pan.translation(in: first) == CGPoint(x: 12, y: 0))
        #expect(pan.velocity(in: nil) == .zero)
        #expect(UIGestureRecognizer.State.recognized == .ended)
    }

    /// Apple, UIView `hitTest(_:with:)`: "Returns the farthest descendant in the view
    /// hierarchy of the current view, including itself, that contains the specified point";
    /// it "ignores view objects that are hidden, that have disabled user interactions, or have
    /// an alpha level less than 0.01", and calls `point(inside:with:)`, which a subclass may
    /// override to enlarge its touch area, as a sample's button does.
    @Test("Hit-testing finds the frontmost interactive view, and a view may widen what it takes")
    func hitTesting() {
        final class WideButton: UIButton {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                bounds.insetBy(dx: -10, dy: -10).contains(point)
            }
        }
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let button = WideButton(frame: CGRect(x: 50, y: 50, width: 40, height: 40))
        let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        hidden.isHidden = true
        container.addSubview(button)
        container.addSubview(hidden)
        #expect(container.hitTest(CGPoint(x: 60, y: 60), with: nil) === button, "the hidden view in front is skipped")
        #expect(container.hitTest(CGPoint(x: 45, y: 45), with: nil) === button, "inside the widened area")
        #expect(container.hitTest(CGPoint(x: 20, y: 20), with: nil) === container)
        #expect(container.hitTest(CGPoint(x: 300, y: 20), with: nil) == nil)
        button.isUserInteractionEnabled = false
        #expect(container.hitTest(CGPoint(x: 60, y: 60), with: nil) === container)
    }

    /// Apple, UIBarAppearance `backgroundEffect`: "The blur effect to apply to the bar's
    /// background"; UIBlurEffect `init(style:)`: "Creates a blur effect with the specified style".
    @Test("A bar appearance keeps its background blur")
    func barBlur() {
        let appearance = UITabBarAppearance()
        #expect(appearance.backgroundEffect == nil)
        appearance.backgroundEffect = UIBlurEffect(style: .systemMaterial)
        #expect(appearance.backgroundEffect?.style == .systemMaterial)
    }

    /// Apple, UIColor `getRed(_:green:blue:alpha:)`: "Returns the components that form the
    /// color in the RGB color space", returning "true if the color could be converted, false
    /// otherwise". The fixed colours' components are documented ("orange: a color object whose
    /// RGB values are 1.0, 0.5, and 0.0"); system colours adapt to the device, and the model
    /// does not know theirs.
    @Test("A colour made from components gives them back; a named one says it cannot")
    func colourComponents() {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        #expect(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8).getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        #expect([red, green, blue, alpha] == [0.2, 0.4, 0.6, 0.8])
        #expect(UIColor(white: 0.5, alpha: 1).getRed(&red, green: nil, blue: nil, alpha: nil) && red == 0.5)
        #expect(!UIColor.systemBlue.getRed(&red, green: &green, blue: &blue, alpha: &alpha), "a system colour depends on the device")
        #expect(UIColor.orange.getRed(&red, green: &green, blue: &blue, alpha: &alpha) && [red, green, blue, alpha] == [1, 0.5, 0, 1])
        #expect(UIColor.white.withAlphaComponent(0.5).getRed(&red, green: nil, blue: nil, alpha: &alpha) && red == 1 && alpha == 0.5)
    }

    /// Apple, UIImage `init?(data:)`: "Initializes and returns the image object with the
    /// specified data", nil "if the method could not initialize the image from the specified
    /// data"; SwiftUI Image `init(uiImage:)`: "Creates a SwiftUI image from a UIKit image
    /// instance". The model decodes no image, so its size is zero.
    @Test("An image from data, shown in SwiftUI; empty data makes none")
    func imageFromData() {
        let image = UIImage(data: Data([0x89, 0x50, 0x4E, 0x47]))
        #expect(image != nil)
        #expect(UIImage(data: Data()) == nil)
        #expect(image?.size == .zero)
        #expect(image.map(Image.init(uiImage:)) != nil)
    }

    /// Apple, Shape `buttonBorder`: "A shape that defers to the environment to determine the
    /// resolved button border shape"; View `buttonBorderShape(_:)`: "Sets the border shape for
    /// buttons in this view". Shapes draw nothing here, so both only compile and are kept.
    @Test("A view clipped to the button border shape still shows its button")
    func buttonBorder() throws {
        struct Walkthrough: View {
            var body: some View {
                Button("Get Started") {}
                    .clipShape(.buttonBorder)
                    .buttonBorderShape(.roundedRectangle(radius: 8))
            }
        }
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UIHostingController(rootView: Walkthrough())
        window.makeKeyAndVisible()
        MainTurn.end()
        #expect(User(window: window).tappableLabels == ["Get Started"])
        #expect(ButtonBorderShape.buttonBorder == .automatic)
    }

    /// Apple, View `padding(_:)` taking `EdgeInsets`: "Adds different padding amounts to each edge
    /// of this view". The model lays nothing out, so the padded field is still there to type into.
    @Test("A field padded edge by edge can still be typed into")
    func paddingByEdge() throws {
        struct EditName: View {
            @State var name = ""
            var body: some View {
                TextField("Name", text: $name)
                    .padding(EdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16))
            }
        }
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UIHostingController(rootView: EditName())
        window.makeKeyAndVisible()
        MainTurn.end()
        #expect(User(window: window).type("Ada", into: "Name"))
    }

    /// Apple, UIStoryboard `instantiateViewController(withIdentifier:)` "Creates the view
    /// controller with the specified identifier" from the storyboard file, which the model
    /// never reads: it reports the call at the caller's line and returns an empty controller.
    @Test("A storyboard is reported at the caller's line: the model builds screens in code")
    func storyboard() throws {
        let line = #line + 2
        reports.collect {
            _ = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Login")
        }
        let report = try #require(reports.reports.first)
        #expect(report.kind == .misuse)
        #expect(report.message.hasPrefix("The storyboard \"Main\" was asked for the controller \"Login\", but the model reads no storyboard file"))
        #expect(report.callSite?.line == line)
        reports.collect {
            #expect(UIStoryboard(name: "Main", bundle: .main).instantiateInitialViewController() == nil)
        }
        #expect(reports.reports.last?.message.hasPrefix("The storyboard \"Main\" was asked for its initial controller") == true)
    }
}
