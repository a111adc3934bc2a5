extension View {
    /// Runs an action when the user opens a link to the app (a URL of its scheme, or a universal
    /// link), while this view is in the app's window.
    ///
    /// As on iOS, only a SwiftUI app's scene (`User.launch(app:)`) delivers links here; an app
    /// with its own UIKit scene delegate gets them in the delegate.
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
        modifier(TraitModifier { $0.openURLActions.append(action) })
    }
}
