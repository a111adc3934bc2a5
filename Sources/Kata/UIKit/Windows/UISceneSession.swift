import Foundation

/// The system's record of a scene, which outlives the scene itself.
@preconcurrency @MainActor
open class UISceneSession: NSObject {
    /// A string that identifies the session.
    public let persistentIdentifier: String
    /// The session's role; the model has only application windows.
    public let role: Role

    /// Creates a session.
    public init(role: Role = .windowApplication) {
        self.persistentIdentifier = UniqueIdentifier.next()
        self.role = role
        super.init()
    }

    /// The kinds of scene session.
    public struct Role: RawRepresentable, Sendable, Hashable {
        /// The role's name.
        public var rawValue: String

        /// Creates a role.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// An interactive window on the device's screen.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }
}
