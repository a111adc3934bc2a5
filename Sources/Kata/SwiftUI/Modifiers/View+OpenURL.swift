import Foundation

extension View {
    /// Runs an action when the user opens a link to the app (a URL of its scheme, or a universal
    /// link), while this view is in the app's window.
    ///
    /// As on iOS, only a SwiftUI app's scene (`User.launch(app:)`) delivers links here; an app
    /// with its own UIKit scene delegate gets them in the delegate. The call-site parameters are
    /// the model's: leave them out, and the journal names your line for what the action changes.
    public func onOpenURL(
        perform action: @escaping (URL) -> Void,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> some View {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        return modifier(TraitModifier { $0.openURLActions.append { url in ViewAction.run(at: site) { action(url) } } })
    }

    /// Runs an action when the app is handed a user activity of `activityType` (Handoff, a
    /// Spotlight result, Siri), while this view is in the app's window.
    ///
    /// As on iOS, a universal link does not come here: SwiftUI hands it to `onOpenURL` as a URL.
    public func onContinueUserActivity(
        _ activityType: String,
        perform action: @escaping (NSUserActivity) -> Void,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> some View {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        return modifier(TraitModifier { traits in
            traits.userActivityActions.append((activityType, { activity in ViewAction.run(at: site) { action(activity) } }))
        })
    }
}
