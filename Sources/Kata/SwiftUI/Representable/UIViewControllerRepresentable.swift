/// A SwiftUI view that shows a UIKit view controller: SwiftUI makes it once, updates it when the
/// view's inputs change, and embeds it in the screen, as a child controller.
///
/// ```swift
/// struct MailComposer: UIViewControllerRepresentable {
///     func makeUIViewController(context: Context) -> ComposerViewController { ComposerViewController() }
///     func updateUIViewController(_ controller: ComposerViewController, context: Context) {}
/// }
/// ```
@preconcurrency @MainActor
public protocol UIViewControllerRepresentable: View where Body == EmptyView {
    /// The controller shown.
    associatedtype UIViewControllerType: UIViewController
    /// An object that carries the controller's delegate callbacks back to SwiftUI.
    associatedtype Coordinator = Void
    /// The context the view's methods are given.
    typealias Context = UIViewControllerRepresentableContext<Self>

    /// Makes the controller, once.
    func makeUIViewController(context: Context) -> UIViewControllerType
    /// Brings the controller up to date with the view's inputs.
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    /// Makes the coordinator, once, before the controller.
    func makeCoordinator() -> Coordinator
    /// Cleans up when the view leaves the tree.
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
}

extension UIViewControllerRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() {}
}

extension UIViewControllerRepresentable {
    /// Does nothing.
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}

    /// The model shows the controller itself and never asks for its body, which is empty (SwiftUI
    /// declares it `Never`; no code reads it).
    public var body: EmptyView {
        EmptyView()
    }
}
