/// How a `NavigationView` arranges its columns; the model has one, a stack.
@preconcurrency @MainActor
public protocol NavigationViewStyle {}
