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
}
