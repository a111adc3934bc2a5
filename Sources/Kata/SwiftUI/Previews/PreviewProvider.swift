/// A type that makes previews of views for Xcode's canvas; here it compiles and nothing shows it,
/// so files made in Xcode keep their previews.
///
/// ```swift
/// struct PhoneView_Previews: PreviewProvider {
///     static var previews: some View {
///         PhoneView(coordinator: AuthCoordinator())
///     }
/// }
/// ```
@preconcurrency @MainActor
public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View
    /// The views to preview.
    @ViewBuilder static var previews: Previews { get }
}
