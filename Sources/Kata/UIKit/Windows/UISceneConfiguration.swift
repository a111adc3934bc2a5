import Foundation

/// What a scene is made of: its name, its role, and the classes of its delegate and scene, as
/// the app delegate's `application(_:configurationForConnecting:options:)` returns it.
///
/// The model's `User.launch` is told the scene delegate directly, so a configuration is kept
/// and compiled, not consulted.
///
/// ```swift
/// func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
///     UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
/// }
/// ```
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject {
    /// The configuration's name, as the app's Info.plist names it.
    public let name: String?
    /// The role of the sessions it configures.
    public let role: UISceneSession.Role
    /// The class of the scene's delegate.
    open var delegateClass: AnyClass?
    /// The class of the scene.
    open var sceneClass: AnyClass?

    /// Creates a configuration for sessions of a role.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
        super.init()
    }
}
