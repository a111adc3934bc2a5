/// A sign-in link the grader opens, with the screens it shows above the phone screen.
struct SignInLink {
    let url: String
    let screens: [SignInScreen]

    /// Links that go one, two and one levels deep, with and without data.
    static let all = [
        SignInLink(url: "katas://sign-in/terms?phone=555-0199", screens: [.code(phone: "555-0199"), .terms]),
        SignInLink(url: "katas://sign-in/code?phone=555-0142", screens: [.code(phone: "555-0142")]),
        SignInLink(url: "katas://sign-in/help", screens: [.help]),
    ]

    /// A link of the app's scheme that names no screen of the flow: opening it changes nothing.
    static let unknown = "katas://sign-in/settings"
}
