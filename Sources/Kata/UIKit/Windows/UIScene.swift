import Foundation

/// One instance of the app's user interface; it keeps its delegate alive, as in UIKit.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// The session the scene belongs to.
    public let session: UISceneSession
    /// The scene's delegate, held strongly: the scene owns it.
    open var delegate: (any UISceneDelegate)?
    /// The scene's title.
    open var title: String?

    /// Posted when UIKit removes a scene from the app, after the delegate's `sceneDidDisconnect(_:)`; the scene is the object.
    public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")

    /// Creates a scene; on a device UIKit does this, here ``User/launch(sceneDelegate:urlContexts:)`` does.
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
        UIApplication.shared.register(self)
    }

    /// What the system hands a scene when it connects.
    public final class ConnectionOptions: NSObject {
        /// URLs to open, when the app was launched by opening one.
        public let urlContexts: Set<UIOpenURLContext>
        /// Activities to continue, when the app was launched by one, such as a universal link.
        public let userActivities: Set<NSUserActivity>

        /// Creates connection options.
        public init(urlContexts: Set<UIOpenURLContext> = [], userActivities: Set<NSUserActivity> = []) {
            self.urlContexts = urlContexts
            self.userActivities = userActivities
            super.init()
        }
    }

    /// Options that came with a URL.
    public struct OpenURLOptions: Sendable, Hashable {
        /// The bundle ID of the app that asked to open the URL, if known.
        public var sourceApplication: String?

        /// Creates options.
        public init(sourceApplication: String? = nil) {
            self.sourceApplication = sourceApplication
        }
    }
}
