import Foundation
import Kata
import Testing

/// A sign-in form as iOS 17 code writes it, with the views and modifiers the model added last.
private struct SignInForm: View {
    @State private var password = ""
    @State private var isSigningIn = false

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 8, pinnedViews: [.sectionHeaders]) {
                SecureField("Password", text: $password)
                TextField("Nickname", text: .constant(""))
                    .textFieldStyle(OutlinedFieldStyle())
                ZStack(alignment: .topLeading) {
                    Text("Behind")
                    Button("Sign In") { isSigningIn = true }
                        .disabled(password.isEmpty)
                }
                LazyHStack {
                    if isSigningIn {
                        ProgressView("Signing in…")
                        ProgressView()
                    }
                }
            }
        }
        .refreshable {}
        .preferredColorScheme(.dark)
    }
}

/// A grid of categories inside a geometry reader, as catalogue screens lay out.
private struct CategoryGrid: View {
    var body: some View {
        GeometryReader { proxy in
            LazyVGrid(columns: [GridItem(.adaptive(minimum: proxy.size.width / 3))]) {
                ForEach(["Tea", "Coffee"], id: \.self) { name in
                    Button(name) {}
                }
            }
        }
    }
}

/// A text field style of the app's own, written with SwiftUI's underscored requirement.
private struct OutlinedFieldStyle: TextFieldStyle {
    func _body(configuration: TextField<_Label>) -> some View {
        configuration
            .padding(.horizontal, 12)
            .overlay { RoundedRectangle(cornerRadius: 5).stroke(.black, lineWidth: 1) }
    }
}

/// Xcode's previews, which files made in Xcode carry; they compile and nothing shows them.
struct SignInForm_Previews: PreviewProvider {
    static var previews: some View {
        SignInForm()
            .previewDisplayName("Sign in")
            .previewDevice("iPhone 15")
            .previewLayout(.sizeThatFits)
    }
}

@MainActor
@Suite("SwiftUI: lazy stacks, ZStack, ProgressView, SecureField and previews")
struct LazyStacksAndPreviewsTests {
    /// Apple, "SecureField": "A control into which people securely enter private text"; on
    /// iOS it is backed by a text field with secure entry. "ProgressView": a titled progress view
    /// shows its label. "LazyVStack"/"LazyHStack": views are created as needed, and all of
    /// them exist once scrolled to (the model has no scrolling: all are there). "ZStack":
    /// overlays its children, each of which stays in the hierarchy.
    @Test("The user types into a SecureField by its title, taps a button in a ZStack inside lazy stacks, and sees a ProgressView's label")
    func signIn() throws {
        let user = launch(SignInForm())
        #expect(user.type("Ada", into: "Nickname"), "a field with a style of the app's own is still a field")
        user.type("hunter2", into: "Password")
        let field = try #require(user.visibleViewController.flatMap { textFields(in: $0.view) }?.first { $0.placeholder == "Password" })
        #expect(field.isSecureTextEntry)
        user.tap("Sign In")
        #expect(user.visibleTexts == ["Behind", "Signing in…"])
    }

    /// Apple, "PreviewProvider": "A type that produces view previews in Xcode"; its previews
    /// are views like any other.
    @Test("A PreviewProvider's previews are views the model can show")
    func previewProvider() {
        let user = launch(SignInForm_Previews.previews)
        #expect(user.tappableLabels.isEmpty, "Sign In is disabled until a password is typed")
        #expect(user.visibleTexts == ["Behind"])
    }

    /// Apple, "GeometryReader": its content gets the proxy of the space offered (here the
    /// screen's); "LazyVGrid": every item exists once scrolled to (the model has no scrolling).
    @Test("A geometry reader hands its content the screen's size; a lazy grid's items are all on screen")
    func geometryAndGrid() {
        let user = launch(CategoryGrid())
        #expect(user.tappableLabels == ["Tea", "Coffee"])
    }
}
