import Foundation

extension User {
    /// Closes the user's scene, as swiping it away in the app switcher does: UIKit calls the
    /// delegate's `sceneDidDisconnect(_:)`, posts `UIScene.didDisconnectNotification`, takes the
    /// scene out of the app's connected scenes, and lets go of it, and so of its delegate.
    ///
    /// What the scene's delegate made (its window, coordinators, screens) is released once
    /// nothing else holds it: let go of this user too, and a tracker tells what survived.
    @discardableResult
    public func closeScene(
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Bool {
        guard let closing = scene else {
            fail("The user could not close the scene: this window belongs to no scene the user launched. Launch one with User.launch(sceneDelegate:).", at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
            return false
        }
        actionCount += 1
        closing.delegate?.sceneDidDisconnect(closing)
        NotificationCenter.default.post(name: UIScene.didDisconnectNotification, object: closing)
        UIApplication.shared.unregister(closing)
        scene = nil
        MainTurn.end()
        return true
    }
}
