import Kata

/// The steps that open a second window of the app and turn from one window to the other.
extension ExplorerAction {
    /// A second window of the app opened, as on iPad, before the user does anything in the
    /// first (what the windows share shows from there too, and paths stay few), once a path; the
    /// user turns to it. `launch` gives how to launch the new window's scene in an app, the
    /// lesson's (``ExploredApp/isReference``) or the learner's, with what the first shares with
    /// it; `nil` when it cannot.
    ///
    /// ```swift
    /// .secondWindow { app in app.isReference ? ReferenceApp.launch : launchLearners }
    /// ```
    public static func secondWindow(_ launch: @escaping (ExploredApp) -> LockstepExplorer.Launch?) -> ExplorerAction {
        ExplorerAction("opening the app in a second window", timesPerPath: 1, isOffered: { $0.sceneCount == 1 && $0.user.actionCount == 0 }) { app in
            guard let scene = launch(app) else { return false }
            return app.openScene(scene)
        }
    }

    /// The user turns to the other window: the steps after go there.
    public static var otherWindow: ExplorerAction {
        ExplorerAction("turning to the other window", isOffered: { $0.sceneCount > 1 }) { $0.turnToOtherScene() }
    }
}
