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

    /// Shown by the model itself.
    public var body: Never {
        fatalError("A view the model shows itself has no body.")
    }
}

extension Image: BuiltInView {
    func render(in node: ViewNode) {}
}
