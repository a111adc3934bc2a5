import Foundation

/// One step of a path, as `UIBezierPath` and `CGPath` keep them: the model draws none, and reads
/// them only for the path's bounds and current point.
enum PathElement: Sendable, Equatable {
    /// Starts a new subpath at a point.
    case move(to: CGPoint)
    /// A straight line to a point.
    case line(to: CGPoint)
    /// A cubic Bézier curve to a point, with two control points.
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// A quadratic Bézier curve to a point, with one control point.
    case quadCurve(to: CGPoint, control: CGPoint)
    /// Closes the subpath with a line back to its start.
    case close

    /// The points of the step, control points included, as a path's bounding box counts them.
    var points: [CGPoint] {
        switch self {
        case .move(let point), .line(let point):
            [point]
        case .curve(let point, let control1, let control2):
            [control1, control2, point]
        case .quadCurve(let point, let control):
            [control, point]
        case .close:
            []
        }
    }

    /// The step moved by a transform.
    func applying(_ transform: CGAffineTransform) -> PathElement {
        switch self {
        case .move(let point):
            .move(to: point.applying(transform))
        case .line(let point):
            .line(to: point.applying(transform))
        case .curve(let point, let control1, let control2):
            .curve(to: point.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform))
        case .quadCurve(let point, let control):
            .quadCurve(to: point.applying(transform), control: control.applying(transform))
        case .close:
            .close
        }
    }
}

extension [PathElement] {
    /// The smallest rectangle holding every point, control points included; `CGRect.null` for no
    /// point, as Core Graphics answers for an empty path.
    var boundingBox: CGRect {
        let points = flatMap(\.points)
        guard let first = points.first else { return .null }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for point in points.dropFirst() {
            minX = Swift.min(minX, point.x)
            maxX = Swift.max(maxX, point.x)
            minY = Swift.min(minY, point.y)
            maxY = Swift.max(maxY, point.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Where the next step starts: the last step's end point, or the subpath's start after a
    /// close; `.zero` for an empty path, as UIKit answers.
    var currentPoint: CGPoint {
        var start = CGPoint.zero
        var current = CGPoint.zero
        for element in self {
            switch element {
            case .move(let point):
                start = point
                current = point
            case .line(let point), .curve(let point, _, _), .quadCurve(let point, _):
                current = point
            case .close:
                current = start
            }
        }
        return current
    }
}
