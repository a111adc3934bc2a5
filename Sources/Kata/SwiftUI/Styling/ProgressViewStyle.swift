/// A style for progress views; the model keeps none and draws nothing.
public protocol ProgressViewStyle: Sendable {}

/// The spinning progress style.
public struct CircularProgressViewStyle: ProgressViewStyle {
    /// Creates the style.
    public init() {}
}

/// The progress bar style.
public struct LinearProgressViewStyle: ProgressViewStyle {
    /// Creates the style.
    public init() {}
}

/// The style a progress view has by default where it is.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// Creates the style.
    public init() {}
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// The spinning style.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// The bar style.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The default style where the view is.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}
