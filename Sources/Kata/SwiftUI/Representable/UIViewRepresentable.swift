/// A SwiftUI view that shows a UIKit view: SwiftUI makes it once, updates it when the view's
/// inputs change, and puts it in the screen.
@preconcurrency @MainActor
public protocol UIViewRepresentable: View where Body == EmptyView {
    /// The view shown.
    associatedtype UIViewType: UIView
    /// An object that carries the view's delegate callbacks back to SwiftUI.
    associatedtype Coordinator = Void
    /// The context the view's methods are given.
    typealias Context = UIViewRepresentableContext<Self>

    /// Makes the view, once.
    func makeUIView(context: Context) -> UIViewType
    /// Brings the view up to date with the SwiftUI view's inputs.
    func updateUIView(_ uiView: UIViewType, context: Context)
    /// Makes the coordinator, once, before the view.
    func makeCoordinator() -> Coordinator
    /// Cleans up when the view leaves the tree.
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
}

extension UIViewRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() {}
}

extension UIViewRepresentable {
    /// Does nothing.
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}

    /// The model shows the view itself and never asks for its body, which is empty (SwiftUI
    /// declares it `Never`; no code reads it).
    public var body: EmptyView {
        EmptyView()
    }
}
