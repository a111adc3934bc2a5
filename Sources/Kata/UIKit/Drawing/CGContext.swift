import Foundation

/// A Core Graphics drawing destination, as an image context or a renderer gives one; the model
/// draws nothing, so each drawing call changes nothing.
public final class CGContext {
    /// Creates a context; image contexts and renderers make them.
    init() {}

    /// Sets the colour later fills use; nothing is drawn.
    public func setFillColor(_ color: CGColor) {}

    /// Sets the colour later lines use; nothing is drawn.
    public func setStrokeColor(_ color: CGColor) {}

    /// Sets the width of later lines; nothing is drawn.
    public func setLineWidth(_ width: CGFloat) {}

    /// Fills a rectangle; nothing is drawn.
    public func fill(_ rect: CGRect) {}

    /// Draws a rectangle's outline; nothing is drawn.
    public func stroke(_ rect: CGRect) {}

    /// Adds a path to the context's current path; nothing is drawn.
    public func addPath(_ path: CGPath) {}

    /// Draws the line of the current path; nothing is drawn.
    public func strokePath() {}

    /// Saves the drawing state (colours, widths, transform); nothing is drawn.
    public func saveGState() {}

    /// Restores the drawing state last saved; nothing is drawn.
    public func restoreGState() {}

    /// Moves the origin of later drawing; nothing is drawn.
    public func translateBy(x tx: CGFloat, y ty: CGFloat) {}

    /// Scales later drawing; nothing is drawn.
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) {}
}
