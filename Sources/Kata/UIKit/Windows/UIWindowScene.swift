/// A scene that shows windows; each has its own controllers, and on iPad several can be open.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    private var registeredWindows: [WeakWindow] = []

    /// The scene's windows that are still alive; the scene does not keep them alive, as in UIKit.
    public var windows: [UIWindow] {
        registeredWindows.compactMap(\.window)
    }

    /// The scene's coordinate space: the screen's, as `UIWindow(frame: windowScene.coordinateSpace.bounds)` uses it.
    public var coordinateSpace: any UICoordinateSpace {
        UIScreen.main
    }

    /// The scene's traits: an iPhone in portrait, in light mode.
    public var traitCollection: UITraitCollection {
        .screen
    }

    /// The scene's key window.
    public var keyWindow: UIWindow? {
        windows.first { $0.isKeyWindow }
    }

    /// Adds a window created with this scene.
    func register(_ window: UIWindow) {
        registeredWindows.removeAll { $0.window == nil }
        registeredWindows.append(WeakWindow(window: window))
    }

    /// Removes a window that moved to another scene.
    func unregister(_ window: UIWindow) {
        registeredWindows.removeAll { $0.window == nil || $0.window === window }
    }

    private struct WeakWindow {
        weak var window: UIWindow?
    }
}
