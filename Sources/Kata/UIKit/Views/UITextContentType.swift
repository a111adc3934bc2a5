/// What a text field holds, so the keyboard can suggest it (a one-time code, an email address);
/// the model keeps it.
public struct UITextContentType: RawRepresentable, Sendable, Hashable {
    public let rawValue: String

    /// Creates a content type.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A person's name.
    public static let name = UITextContentType(rawValue: "name")
    /// A nickname.
    public static let nickname = UITextContentType(rawValue: "nickname")
    /// An email address.
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    /// A phone number.
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    /// A user name.
    public static let username = UITextContentType(rawValue: "username")
    /// A password.
    public static let password = UITextContentType(rawValue: "password")
    /// A new password.
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    /// A one-time code from a message.
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
}
