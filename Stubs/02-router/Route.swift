/// Every screen the app can show, with the data each one needs.
enum Route: Equatable {
    /// Sign in with a phone number.
    case login
    /// Enter the one-time code sent to `phone`.
    case otp(phone: String)
    /// The signed-in home screen.
    case home
    /// The terms of service, shown modally.
    case terms
}
