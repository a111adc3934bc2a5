import Foundation
import Kata
import Testing

/// The files in `Samples/` were written for iOS 17 by an engineer who never saw the model, and
/// compile here with only `import SwiftUI`/`import UIKit` swapped for `import Kata`. These tests
/// drive two of them as a user would, so the samples stay working code, not just compiling code.
@MainActor
@Suite("SwiftUI samples written for iOS, with only the import swapped")
struct SamplesTests {
    @Test("The auth flow sample: phone, code, terms, main, sign out, back to the phone screen")
    func authFlow() {
        let user = launch(RootView())
        #expect(user.fieldLabels == ["(555) 123-4567"])
        user.type("5551234567", into: "(555) 123-4567")
        user.tap("Continue")
        #expect(user.visibleTexts == ["Enter the 6-digit code sent to 5551234567"])
        user.type("123456", into: "000000")
        user.tap("Verify")
        user.tap("I agree to the Terms")
        user.tap("Get Started")
        #expect(user.visibleTexts == ["You're all set"])
        user.tap("Sign Out")
        #expect(user.visibleTexts == ["What's your number?", "We'll text you a code to confirm it's you."])
    }

    @Test("The deep link sample: a launch link builds the stack several levels deep; Back walks it")
    func deepLinks() throws {
        let url = try #require(URL(string: "shop://product/42/reviews"))
        let user = try #require(User.launch(app: ShopApp.self, urlContexts: [UIOpenURLContext(url: url)]))
        #expect(user.visibleTexts == ["Reviews for product #42"])
        user.tapBack()
        #expect(user.tappableLabels.contains("Read Reviews"))
    }
}
