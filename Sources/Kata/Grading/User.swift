import Foundation

/// The simulated person using the app: taps, types, goes back, swipes, picks tabs, opens links.
///
/// Each gesture fires exactly what the real gesture fires on a device, which is not what the
/// matching call in code fires: tapping the back button pops with animation and an active
/// transition coordinator; swiping a sheet down asks the presentation delegate and calls
/// `presentationControllerDidDismiss`; tapping a tab asks the tab bar delegate. A gesture the
/// screen does not allow (no such button, no back button) fails the test with a report that
/// shows what is on screen, and changes nothing.
///
/// ```swift
/// let window = UIWindow(frame: UIScreen.main.bounds)
/// let coordinator = OnboardingCoordinator(window: window)
/// coordinator.start()
/// let user = User(window: window)
/// user.tap("Next")
/// #expect(user.visibleViewController is AccountViewController, "\(user.hierarchy)")
/// ```
@MainActor
public final class User {
    /// The window the user looks at.
    public let window: UIWindow
    /// The scene the window belongs to, when the user launched one.
    public internal(set) var scene: UIWindowScene?
    /// How many actions the user has made in the app: gestures, typing, links opened, the scene
    /// closed. A walk that hands a state to a check reads it to know whether the check acted on
    /// the app, or only looked.
    public internal(set) var actionCount = 0

    /// Creates a user looking at a window.
    public init(window: UIWindow) {
        self.window = window
        self.scene = window.windowScene
    }

    /// Connects a new scene with a delegate, as launching the app does, and returns the user of
    /// the window the delegate made key; `nil`, with a report, when it made none.
    ///
    /// A link that launches the app comes in `urlContexts`; a universal link, in `userActivities`.
    public static func launch(
        sceneDelegate: any UISceneDelegate,
        urlContexts: Set<UIOpenURLContext> = [],
        userActivities: Set<NSUserActivity> = [],
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> User? {
        let options = UIScene.ConnectionOptions(urlContexts: urlContexts, userActivities: userActivities)
        let scene = UIWindowScene(session: UISceneSession(), connectionOptions: options)
        scene.delegate = sceneDelegate
        MainTurn.beginGesture()
        sceneDelegate.scene(scene, willConnectTo: scene.session, options: options)
        MainTurn.endGesture()
        guard let window = scene.keyWindow ?? scene.windows.first else {
            ModelReporting.report(ModelReport(
                kind: .gesture,
                message: "The scene delegate \(sceneDelegate) made no window in scene(_:willConnectTo:options:). Create a UIWindow(windowScene:), give it a root view controller, call makeKeyAndVisible(), and keep it in the delegate's window property.",
                callSite: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
            ))
            return nil
        }
        return User(window: window)
    }

    /// Launches a SwiftUI app, as tapping its icon does: its scene shows the root view of its
    /// `WindowGroup`, and a link that launched it reaches its views' `onOpenURL`.
    public static func launch<Application: App>(
        app: Application.Type,
        urlContexts: Set<UIOpenURLContext> = [],
        userActivities: Set<NSUserActivity> = [],
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> User? {
        launch(
            sceneDelegate: AppSceneDelegate(app: Application()),
            urlContexts: urlContexts,
            userActivities: userActivities,
            fileID: fileID, filePath: filePath, line: line, column: column
        )
    }

    // MARK: - What the user sees

    /// The controller whose screen the user sees.
    public var visibleViewController: UIViewController? {
        MainTurn.end()
        return window.visibleViewController
    }

    /// A picture of the window's controllers, with the visible one marked.
    public var hierarchy: HierarchySnapshot {
        MainTurn.end()
        return HierarchySnapshot(of: window)
    }

    /// Everything that happened in the window.
    public var journal: TransitionJournal {
        window.journal
    }

    /// The texts of the labels the user can see now, top to bottom in the view tree.
    public var visibleTexts: [String] {
        MainTurn.end()
        return touchableViews.compactMap { ($0 as? UILabel)?.text }
    }

    /// The titles (or accessibility identifiers) of the buttons the user can tap now, then the
    /// texts of the table rows they can tap (each row's main text, or its cell's identifier).
    public var tappableLabels: [String] {
        MainTurn.end()
        return buttonLabels + tappableRows.compactMap(\.title)
    }

    /// Begins one of the user's actions: counted, and the turn before it ends, as a touch does.
    func beginAction() {
        actionCount += 1
        MainTurn.beginGesture()
    }
}
