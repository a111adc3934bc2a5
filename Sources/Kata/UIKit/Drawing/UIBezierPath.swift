import Foundation

/// A path of lines and curves, as views and layers use for rounded corners, masks and shadows.
/// The model keeps its steps, so its bounds and its `cgPath` are as UIKit computes them, and
/// draws nothing: `fill()` and `stroke()` change no pixel. Not isolated to an actor, as UIKit
/// declares it.
open class UIBezierPath: NSObject {
    /// The path's steps.
    private(set) var elements: [PathElement] = []

    /// The width of the path's line when stroked; kept, nothing is drawn.
    open var lineWidth: CGFloat = 1

    /// Creates an empty path.
    public override init() {
        super.init()
    }

    /// Creates a path that is a rectangle.
    public convenience init(rect: CGRect) {
        self.init()
        move(to: CGPoint(x: rect.minX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        close()
    }

    /// Creates a path that is an oval inscribed in a rectangle (a circle in a square).
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        appendRoundedRect(rect, radii: CGSize(width: rect.width / 2, height: rect.height / 2), corners: .allCorners)
    }

    /// Creates a path that is a rectangle with all four corners rounded by a radius, which is
    /// limited to half the rectangle's shorter side, as UIKit limits it.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        let radius = Swift.min(cornerRadius, Swift.min(rect.width, rect.height) / 2)
        appendRoundedRect(rect, radii: CGSize(width: radius, height: radius), corners: .allCorners)
    }

    /// Creates a path that is a rectangle with some corners rounded by a radius, limited to
    /// half the rectangle's sides.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let radii = CGSize(width: Swift.min(cornerRadii.width, rect.width / 2), height: Swift.min(cornerRadii.height, rect.height / 2))
        appendRoundedRect(rect, radii: radii, corners: corners)
    }

    /// Creates a path that is an arc of a circle, angles in radians from the positive x axis.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// Creates a path with the steps of a Core Graphics path.
    public convenience init(cgPath: CGPath) {
        self.init()
        elements = cgPath.elements
    }

    /// The path as Core Graphics holds it, for a shape layer's `path` or a layer's `shadowPath`.
    open var cgPath: CGPath {
        get { CGPath(elements: elements) }
        set { elements = newValue.elements }
    }

    /// The smallest rectangle holding the path, control points included; `CGRect.null` when
    /// the path is empty.
    open var bounds: CGRect {
        elements.boundingBox
    }

    /// Where the next line or curve starts.
    open var currentPoint: CGPoint {
        elements.currentPoint
    }

    /// Whether the path has no step.
    open var isEmpty: Bool {
        elements.isEmpty
    }

    /// Starts a new subpath at a point.
    open func move(to point: CGPoint) {
        elements.append(.move(to: point))
    }

    /// Adds a straight line from the current point.
    open func addLine(to point: CGPoint) {
        elements.append(.line(to: point))
    }

    /// Adds a cubic Bézier curve from the current point.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        elements.append(.curve(to: endPoint, control1: controlPoint1, control2: controlPoint2))
    }

    /// Adds a quadratic Bézier curve from the current point.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        elements.append(.quadCurve(to: endPoint, control: controlPoint))
    }

    /// Adds an arc of a circle, with a line from the current point to the arc's start when the
    /// path is not empty, as UIKit adds it; angles in radians.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        let start = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        elements.append(elements.isEmpty ? .move(to: start) : .line(to: start))
        elements += ArcSteps(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise).curves
    }

    /// Closes the current subpath with a line back to its start.
    open func close() {
        elements.append(.close)
    }

    /// Removes every step.
    open func removeAllPoints() {
        elements.removeAll()
    }

    /// Adds the steps of another path.
    open func append(_ bezierPath: UIBezierPath) {
        elements += bezierPath.elements
    }

    /// Moves every point of the path by a transform.
    open func apply(_ transform: CGAffineTransform) {
        elements = elements.map { $0.applying(transform) }
    }

    /// Fills the inside of the path in the current context; the model draws nothing.
    open func fill() {}

    /// Draws the path's line in the current context; the model draws nothing.
    open func stroke() {}

    /// Limits later drawing to the inside of the path; the model draws nothing.
    open func addClip() {}

    /// Adds a closed rectangle whose chosen corners are rounded by quarter ellipses of `radii`.
    private func appendRoundedRect(_ rect: CGRect, radii: CGSize, corners: UIRectCorner) {
        let kappa: CGFloat = 0.552_284_75
        let rx = radii.width, ry = radii.height
        let cx = rx * kappa, cy = ry * kappa
        let top = corners.contains(.topLeft) ? rx : 0
        move(to: CGPoint(x: rect.minX + top, y: rect.minY))
        if corners.contains(.topRight) {
            addLine(to: CGPoint(x: rect.maxX - rx, y: rect.minY))
            addCurve(to: CGPoint(x: rect.maxX, y: rect.minY + ry), controlPoint1: CGPoint(x: rect.maxX - rx + cx, y: rect.minY), controlPoint2: CGPoint(x: rect.maxX, y: rect.minY + ry - cy))
        } else {
            addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        }
        if corners.contains(.bottomRight) {
            addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - ry))
            addCurve(to: CGPoint(x: rect.maxX - rx, y: rect.maxY), controlPoint1: CGPoint(x: rect.maxX, y: rect.maxY - ry + cy), controlPoint2: CGPoint(x: rect.maxX - rx + cx, y: rect.maxY))
        } else {
            addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        }
        if corners.contains(.bottomLeft) {
            addLine(to: CGPoint(x: rect.minX + rx, y: rect.maxY))
            addCurve(to: CGPoint(x: rect.minX, y: rect.maxY - ry), controlPoint1: CGPoint(x: rect.minX + rx - cx, y: rect.maxY), controlPoint2: CGPoint(x: rect.minX, y: rect.maxY - ry + cy))
        } else {
            addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        }
        if corners.contains(.topLeft) {
            addLine(to: CGPoint(x: rect.minX, y: rect.minY + ry))
            addCurve(to: CGPoint(x: rect.minX + rx, y: rect.minY), controlPoint1: CGPoint(x: rect.minX, y: rect.minY + ry - cy), controlPoint2: CGPoint(x: rect.minX + rx - cx, y: rect.minY))
        }
        close()
    }
}
