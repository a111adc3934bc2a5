/// An image; the model keeps its name and shows nothing the user can read or touch.
public struct Image: View, Equatable {
    /// The image's or symbol's name.
    let name: String

    /// An image from the app's assets.
    public init(_ name: String) {
        self.name = name
    }

    /// An SF Symbol.
    public init(systemName: String) {
        name = systemName
    }

    /// A UIKit image, shown in SwiftUI.
    public init(uiImage: UIImage) {
        name = uiImage.name
    }

    /// The model shows this view itself and never asks for its body, which is empty.
    public var body: EmptyView {
        EmptyView()
    }
}

extension Image: BuiltInView {
    func render(in node: ViewNode) {}
}
