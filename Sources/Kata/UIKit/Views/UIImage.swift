/// An image; the model keeps its name so tab bar items and buttons can carry one.
public struct UIImage: Sendable, Hashable, CustomStringConvertible {
    /// The image's name, such as a symbol name.
    public var name: String

    /// Creates an image with an asset name; the model always finds it.
    public init?(named name: String) {
        self.name = name
    }

    /// Creates an image with an SF Symbol name; the model always finds it.
    public init?(systemName: String) {
        self.name = systemName
    }

    /// The image's name.
    public var description: String {
        name
    }
}
