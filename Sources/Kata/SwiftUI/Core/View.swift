/// A piece of an app's SwiftUI interface, described by its `body`.
///
/// As in SwiftUI, a view is a value that describes what to show; the model evaluates bodies
/// into a tree, keeps each view's `@State` as long as the view keeps its place in the tree, and
/// evaluates a body again when state it read changes. The tree is shown through UIKit's views,
/// as SwiftUI does on iOS, so the simulated `User` taps, types and goes back in SwiftUI screens
/// as in UIKit ones.
///
/// ```swift
/// struct WelcomeView: View {
///     let onStart: () -> Void
///
///     var body: some View {
///         VStack {
///             Text("Welcome")
///             Button("Get Started", action: onStart)
///         }
///     }
/// }
/// ```
@preconcurrency @MainActor
public protocol View {
    /// The type of view this view's body describes.
    associatedtype Body: View

    /// What this view shows, in terms of other views.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    /// No value of `Never` exists, so nobody can ask for its body; it would be the value itself.
    public var body: Never {
        self
    }
}
