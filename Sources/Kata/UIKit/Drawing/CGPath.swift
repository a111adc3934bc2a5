import Foundation

/// An immutable graphics path, as Core Graphics holds one for a layer's shadow or a shape layer;
/// the model keeps its steps for its bounding box and draws nothing. Immutable, and so `Sendable`.
public final class CGPath: Sendable {
    /// The path's steps.
    let elements: [PathElement]

    /// Creates a path of steps.
    init(elements: [PathElement]) {
        self.elements = elements
    }

    /// The smallest rectangle holding every point of the path, control points included;
    /// `CGRect.null` for an empty path.
    public var boundingBox: CGRect {
        elements.boundingBox
    }

    /// Whether the path has no step.
    public var isEmpty: Bool {
        elements.isEmpty
    }

    /// Where the next step of the path would start.
    public var currentPoint: CGPoint {
        elements.currentPoint
    }
}
