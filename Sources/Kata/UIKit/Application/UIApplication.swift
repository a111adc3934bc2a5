import Foundation

/// The app: its delegate and its scenes, as `UIApplication.shared`.
///
/// The model has no process lifecycle (no launch, background or foreground); the object exists
/// so that code reaching for `UIApplication.shared` compiles and finds the scenes and windows
/// it expects. Scenes are listed while they are alive: a test that lets go of a scene lets it go.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The app.
    public static let shared = UIApplication()

    /// The app delegate; held weakly, as UIKit does not keep it either (UIApplicationMain does).
    open weak var delegate: (any UIApplicationDelegate)?

    private var registeredScenes: [WeakScene] = []
    /// How many scenes may be listed before the ones let go are taken out: twice those alive at
    /// the last count, so a test that keeps thousands of scenes alive does not count them all
    /// at each launch.
    private var scenesBeforeSweep = 16

    /// Creates the app; use ``shared``.
    override init() {
        super.init()
    }

    /// The scenes connected and still alive, each window of the app in one of them.
    public var connectedScenes: Set<UIScene> {
        Set(registeredScenes.compactMap(\.scene))
    }

    /// Every window of every connected scene; UIKit deprecates it in favour of each scene's windows.
    open var windows: [UIWindow] {
        registeredScenes.compactMap { $0.scene as? UIWindowScene }.flatMap(\.windows)
    }

    /// The key window of the first connected scene that has one; UIKit deprecates it in favour of
    /// each scene's key window, and code that finds "the top screen" from it still compiles.
    @available(iOS, deprecated: 13.0, message: "Should not be used for applications that support multiple scenes as it returns a key window across all connected scenes")
    open var keyWindow: UIWindow? {
        windows.first { $0.isKeyWindow }
    }

    /// Asks the system to open a URL in another app; there is none here, so the handler hears `false`.
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil) {
        completion?(false)
    }

    /// Whether another app can open a URL; there is none here.
    open func canOpenURL(_ url: URL) -> Bool {
        false
    }

    /// Adds a scene that connected.
    func register(_ scene: UIScene) {
        if registeredScenes.count >= scenesBeforeSweep {
            registeredScenes.removeAll { $0.scene == nil }
            scenesBeforeSweep = max(16, 2 * registeredScenes.count)
        }
        registeredScenes.append(WeakScene(scene: scene))
    }

    /// Takes out a scene that disconnected, even while something still holds it.
    func unregister(_ scene: UIScene) {
        registeredScenes.removeAll { $0.scene == nil || $0.scene === scene }
    }

    /// Options for ``open(_:options:completionHandler:)``.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The option's name.
        public var rawValue: String

        /// Creates an option.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Open only universal links, never a browser.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// What the app was launched with, in `application(_:didFinishLaunchingWithOptions:)`.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public var rawValue: String

        /// Creates a key.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// A URL the app was launched to open (before scenes; with scenes, see the connection options).
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
    }

    /// The keys of the options a URL is opened with, before scenes.
    public struct OpenURLOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public var rawValue: String

        /// Creates a key.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The bundle identifier of the app that opened the URL.
        public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
        /// Whether the URL must be opened in place.
        public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
    }

    private struct WeakScene {
        weak var scene: UIScene?
    }
}
