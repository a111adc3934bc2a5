import Foundation

/// Fills a rectangle of the current context with the current fill colour; the model draws
/// nothing.
public func UIRectFill(_ rect: CGRect) {}
