/// Something to fill or stroke with, such as a colour.
public protocol ShapeStyle: Sendable {}
