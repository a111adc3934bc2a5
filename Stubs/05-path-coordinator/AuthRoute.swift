import Foundation

/// A screen of the sign-in flow above the phone screen, with the data that screen shows.
///
/// Routes are values: `Hashable` so a `NavigationStack` can hold them, `Codable` so the path can
/// be saved and restored.
enum AuthRoute: Hashable, Codable {
    /// The screen where the user types the code sent to `phone`.
    case code(phone: String)
    /// The terms the user accepts to finish signing in.
    case terms
    /// Help about receiving the code.
    case help
}

extension AuthRoute {
    /// The path a sign-in link opens, or `nil` for a link the flow does not know.
    ///
    /// ```
    /// katas://sign-in/code?phone=555-0100   ->  [.code(phone: "555-0100")]
    /// katas://sign-in/terms?phone=555-0100  ->  [.code(phone: "555-0100"), .terms]
    /// katas://sign-in/help                  ->  [.help]
    /// ```
    static func path(for url: URL) -> [AuthRoute]? {
        guard url.scheme == "katas", url.host == "sign-in" else { return nil }
        let phone = URLComponents(url: url, resolvingAgainstBaseURL: false)?
            .queryItems?.first { $0.name == "phone" }?.value
        switch (url.path, phone) {
        case let ("/code", phone?) where !phone.isEmpty:
            return [.code(phone: phone)]
        case let ("/terms", phone?) where !phone.isEmpty:
            return [.code(phone: phone), .terms]
        case ("/help", _):
            return [.help]
        default:
            return nil
        }
    }
}
