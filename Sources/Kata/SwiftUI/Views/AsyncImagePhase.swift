/// Where an `AsyncImage` is in loading its image; the model never loads, so it stays `empty`.
public enum AsyncImagePhase: Sendable {
    /// Not loaded yet.
    case empty
    /// Loaded.
    case success(Image)
    /// Failed.
    case failure(any Error)

    /// The image, once loaded.
    public var image: Image? {
        if case let .success(image) = self {
            return image
        }
        return nil
    }

    /// The error, if loading failed.
    public var error: (any Error)? {
        if case let .failure(error) = self {
            return error
        }
        return nil
    }
}
